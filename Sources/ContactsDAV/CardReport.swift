import ContactsDomain

/// How a REPORT describes the cards it answers with: the properties its `prop` asks (with
/// `address-data` in the version it asks, 3.0 unless 4.0 is asked and written).
struct CardReport: Sendable {
  let formats: CardFormats
  let owner: String
  let book: String
  let asked: PropertyRequest
  /// The vCard version `address-data` asks for.
  let version: String?

  init(formats: CardFormats, owner: String, book: String, request: XMLNode) {
    self.formats = formats
    self.owner = owner
    self.book = book
    let prop = request.child(.dav("prop"))
    asked = prop.map { .properties($0.children.map(\.name)) } ?? .all
    version = prop?.child(.card("address-data"))?.attributes["version"]
  }

  /// Whether an answer needs the cards' bytes, not only their entries.
  var needsBytes: Bool {
    if case .properties(let names) = asked {
      return names.contains(.card("address-data")) || names.contains(.dav("getcontentlength"))
    }
    return false
  }

  /// The response of `card` (`bytes`: what GET serves of it, when known).
  func response(_ card: ServedCard, bytes known: [UInt8]? = nil) -> String {
    let bytes = known ?? (needsBytes ? formats.bytes(of: card, version: version) : nil)
    var extra: [XMLName: String] = [:]
    if let bytes {
      extra[.card("address-data")] = XMLText.escaped(String(decoding: bytes, as: UTF8.self))
    }
    return response(card.entry, bytes: bytes, extra: extra)
  }

  /// The response of a card known by its entry alone.
  func response(_ entry: ServedEntry, bytes: [UInt8]? = nil, extra: [XMLName: String] = [:])
    -> String
  {
    asked.response(
      .card(owner: owner, book: book, entry, bytes: bytes), ResourceProperties(formats: formats),
      extra: extra)
  }
}
