/// The paths a CardDAV server serves its books at, percent-encoded as the server announces
/// them: decided here once, for the DAV routes' hrefs and for the address the Books screen
/// gives a person to paste into a phone.
public enum ServedPath {
  /// The path of `owner`'s book `name`: `/dav/books/OWNER/NAME/`.
  public static func book(_ name: String, of owner: String) -> String {
    "\(home(of: owner))\(encoded(name))/"
  }

  /// The path of `owner`'s home, the collection of their books: `/dav/books/OWNER/`.
  public static func home(of owner: String) -> String {
    "/dav/books/\(encoded(owner))/"
  }

  /// The characters a segment keeps as they are: RFC 3986's unreserved and a few sub-delims.
  private static let kept = Set(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$()*,=:@".utf8)

  /// `segment` percent-encoded byte by byte, every byte not in `kept` as `%XX`.
  public static func encoded(_ segment: String) -> String {
    var out = ""
    for byte in segment.utf8 {
      if kept.contains(byte) {
        out.unicodeScalars.append(Unicode.Scalar(byte))
      } else {
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return out
  }
}
