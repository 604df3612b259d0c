/// Where an import read a card: the file a person knows it by and the line of its beginning.
public struct CardOrigin: Hashable, Sendable {
  /// The file's name, such as `contacts.vcf`.
  public let fileName: String
  /// The card's first line (vCard `BEGIN:VCARD`), counted from 1.
  public let line: Int

  public init(fileName: String, line: Int) {
    self.fileName = fileName
    self.line = line
  }

  /// "contacts.vcf, line 12".
  public var description: String { "\(fileName), line \(line)" }

  /// "line 12" in the same file as `other`, else "other.vcf, line 12".
  func said(beside other: CardOrigin?) -> String {
    other?.fileName == fileName ? "line \(line)" : description
  }
}
