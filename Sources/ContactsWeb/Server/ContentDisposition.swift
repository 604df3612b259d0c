/// The `Content-Disposition` of a download (RFC 6266): `filename` as ASCII for every browser,
/// and `filename*` in UTF-8 (RFC 8187) when the name is not ASCII.
enum ContentDisposition {
  /// `attachment; filename="Ada Lovelace.vcf"`; for "Борис.vcf", an ASCII stand-in
  /// ("contact.vcf") and `filename*=UTF-8''%D0%91…`. `fileName` holds no quote, backslash or
  /// control character (see `SharedCard.fileName(for:fileExtension:)`).
  static func attachment(fileName: String) -> String {
    if fileName.unicodeScalars.allSatisfy({ $0.isASCII }) {
      return "attachment; filename=\"\(fileName)\""
    }
    let fileExtension = fileName.split(separator: ".").last.map { ".\($0)" } ?? ""
    let stand = fileExtension.unicodeScalars.allSatisfy(\.isASCII) ? fileExtension : ""
    return "attachment; filename=\"contact\(stand)\"; filename*=UTF-8''\(encoded(fileName))"
  }

  /// `text` as RFC 8187's `value-chars`: attr-chars as they are, every other byte as %XX.
  private static func encoded(_ text: String) -> String {
    let kept = Set(
      "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$&+-.^_`|~".utf8)
    return text.utf8.map { byte in
      kept.contains(byte)
        ? String(UnicodeScalar(byte)) : "%" + String(byte, radix: 16, uppercase: true).leftPadded
    }.joined()
  }
}

extension String {
  /// Two hex digits: "0A" for "A".
  fileprivate var leftPadded: String { count < 2 ? "0" + self : self }
}
