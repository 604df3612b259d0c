/// A card of an import with a UID an earlier card of the same import had, and other content:
/// kept as a contact of its own rather than replacing the first, and reported.
///
/// Its contact keeps the UID as the file had it, for export to write back; the address book's
/// unique uid stays with the first card's contact (see `ContactExport.fileUID`).
public struct RepeatedUIDCard: Hashable, Sendable {
  /// The UID both cards have.
  public let uid: String
  /// 2 for the second different card with this UID in the import, 3 for the third…
  public let ordinal: Int
  /// Where this card is, when it came from a file.
  public let origin: CardOrigin?
  /// Where the first card with this UID is, when it came from a file.
  public let firstOrigin: CardOrigin?

  public init(uid: String, ordinal: Int, origin: CardOrigin?, firstOrigin: CardOrigin?) {
    self.uid = uid
    self.ordinal = ordinal
    self.origin = origin
    self.firstOrigin = firstOrigin
  }

  /// "book.vcf, line 40: a second card with UID x (first at line 12): kept as a separate
  /// contact".
  public var message: String {
    let which = ordinal == 2 ? "a second card" : "card \(ordinal)"
    let first = firstOrigin.map { " (first at \($0.said(beside: origin)))" } ?? ""
    let sentence = "\(which) with UID \(uid)\(first): kept as a separate contact"
    return origin.map { "\($0.description): \(sentence)" } ?? sentence
  }
}
