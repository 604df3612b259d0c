/// The lines of the card being read, until its `END:VCARD`; once over `VCardLimits` it keeps
/// none, and the card is skipped.
struct OpenCard {
  /// The line of its `BEGIN:VCARD`.
  let line: Int
  private var lines: [ContentLine] = []
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

  /// The card, or why it is skipped.
  func result(fileName: String) throws(LineFailure) -> VCardReadResult {
    if let overLimit { return skipped(overLimit, fileName: fileName) }
    let version = lines.first { $0.name == "VERSION" }.map { VCardStream.text($0.value) }
    var decoded: [VCardProperty] = []
    decoded.reserveCapacity(lines.count)
    for line in lines {
      decoded.append(try PropertyDecoder.property(line, legacy: version == "2.1"))
    }
    switch CardBuilder.build(decoded) {
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
