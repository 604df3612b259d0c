/// The lines of the card being read, until its `END:VCARD`; once over `VCardLimits` it keeps
/// none, and the card is skipped.
struct OpenCard {
  /// The line of its `BEGIN:VCARD`.
  let line: Int
  private var lines: [ContentLine] = []
  /// Nested 2.1 `AGENT` cards, kept whole as `AGENT` properties.
  private var agents: [VCardProperty] = []
  private var bytes = 0
  private var properties = 0

  init(line: Int) {
    self.line = line
  }

  mutating func append(_ content: ContentLine, bytes lineBytes: Int) {
    bytes += lineBytes
    properties += 1
    if overLimit == nil { lines.append(content) } else { lines = [] }
  }

  /// Keeps the nested card `text` (2.1's `AGENT:` followed by a whole vCard) as one `AGENT`
  /// property, in place of the empty `AGENT:` line that announced it.
  mutating func attachAgent(_ text: String, line number: Int) {
    bytes += text.utf8.count
    properties += 1
    if let last = lines.last, last.name == "AGENT", VCardStream.text(last.value).isEmpty {
      lines.removeLast()
    }
    agents.append(VCardProperty(name: "AGENT", value: VCardText.escaped(text)))
  }

  /// The card (a contact's or a group's), or why it is skipped; a value in an unknown charset is
  /// read as UTF-8 (else the card's `LegacyCodePage`) with a report appended to `notes`, unless
  /// `strict`.
  func result(fileName: String, strict: Bool, notes: inout [VCardReadResult]) throws(LineFailure)
    -> VCardReadResult
  {
    if let overLimit { return skipped(overLimit, fileName: fileName) }
    let version = lines.first { $0.name == "VERSION" }.map { VCardStream.text($0.value) }
    let legacy = version == "2.1"
    let codePage = LegacyCodePage.of(lines.compactMap(PropertyDecoder.codePageSample))
    var decoded: [VCardProperty] = []
    decoded.reserveCapacity(lines.count + agents.count)
    for line in lines {
      do {
        decoded.append(try PropertyDecoder.property(line, legacy: legacy, codePage: codePage))
      } catch {
        guard !strict else { throw error }
        decoded.append(
          PropertyDecoder.property(line, legacy: legacy, charset: nil, codePage: codePage))
        let reason = "\(error.reason), read as UTF-8"
        notes.append(
          .lineSkipped(VCardError(fileName: fileName, line: line.number, reason: reason)))
      }
    }
    if GroupCardReader.isGroup(decoded) {
      guard let group = GroupCardReader.read(decoded + agents, version: version) else {
        return skipped(GroupCardReader.noName, fileName: fileName)
      }
      return .group(group, line: line)
    }
    switch CardBuilder.build(agents.isEmpty ? decoded : decoded + agents) {
    case .card(let card, let draft): return .card(card, draft: draft, line: line)
    case .skipped(let reason): return skipped(reason, fileName: fileName)
    }
  }

  private var overLimit: String? {
    if bytes > VCardLimits.maximumCardBytes {
      return "larger than \(VCardLimits.maximumCardBytes >> 20) MiB, the most one card may be"
    }
    if properties > VCardLimits.maximumProperties {
      return "more than \(VCardLimits.maximumProperties) properties, the most one card may have"
    }
    return nil
  }

  private func skipped(_ reason: String, fileName: String) -> VCardReadResult {
    .skipped(VCardError(fileName: fileName, line: line, reason: "card skipped: \(reason)"))
  }
}
