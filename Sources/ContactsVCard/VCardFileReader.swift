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
      return .contact(
        ContactImport(
          uid: uid.isEmpty ? card.derivedUID ?? VCardExtras.derivedUID(draft, card) : uid,
          draft: draft,
          extras: VCardExtras(card).encoded,
          origin: CardOrigin(fileName: stream.fileName, line: line)))
    case .skipped(let error)?, .lineSkipped(let error)?:
      return .skipped(error.message)
    }
  }
}
