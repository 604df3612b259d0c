import ContactsDomain

/// Why a file, or one card in it, could not be read: `message` names the file and the line.
public struct VCardError: MalformedContentError, Hashable {
  /// The file's name as the person knows it, such as `contacts.vcf`.
  public let fileName: String
  /// The physical line, counted from 1.
  public let line: Int
  /// What is wrong, such as `END:VCARD missing`.
  public let reason: String

  /// An error at `line` of `fileName`.
  public init(fileName: String, line: Int, reason: String) {
    self.fileName = fileName
    self.line = line
    self.reason = reason
  }

  /// "contacts.vcf, line 12: BEGIN:VCARD inside a card".
  public var message: String { "\(fileName), line \(line): \(reason)" }
}
