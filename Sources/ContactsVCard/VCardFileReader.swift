import ContactsDomain

/// A vCard file's contacts, one card at a time: what an import stores.
final class VCardFileReader: ContactFileReader {
  private var stream: VCardStream

  init(_ stream: VCardStream) {
    self.stream = stream
  }

  var bytesRead: Int { stream.bytesRead }

  func next() throws -> ContactFileItem? {
    switch try stream.next() {
    case nil: return nil
    case .card(let card, let draft, let line)?:
      let uid = card.uid.map(FieldText.trimmed) ?? ""
      var stored = card
      let photo: ContactPhoto?
      (stored.keptProperties, photo) = PhotoMapping.taken(from: card.keptProperties)
      return .contact(
        ContactImport(
          uid: uid.isEmpty ? card.derivedUID ?? VCardExtras.derivedUID(draft, card) : uid,
          draft: draft, extras: VCardExtras(stored).encoded, photo: photo,
          origin: CardOrigin(fileName: stream.fileName, line: line)))
    case .group(let group, _)?:
      return .group(group)
    case .skipped(let error)?, .lineSkipped(let error)?:
      return .skipped(error.message)
    }
  }
}
