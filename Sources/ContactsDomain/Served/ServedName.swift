import Foundation

/// The name a contact made in the app (added, imported, synced) is served at: its uid,
/// percent-encoded, and `.vcf`; the same every time, in every store. A card a client PUT keeps
/// the name it was PUT at instead.
public enum ServedName {
  /// What a uid may hold as it is in a name: RFC 3986's unreserved characters.
  private static let kept = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// The name of the contact with `uid`.
  public static func forUID(_ uid: String) -> String {
    encoded(uid) + ".vcf"
  }

  /// `text` with every character but RFC 3986's unreserved ones percent-encoded: safe as one
  /// segment of a URL or one file name.
  public static func encoded(_ text: String) -> String {
    text.addingPercentEncoding(withAllowedCharacters: kept) ?? text
  }

  /// The uid whose contact `forUID` names `name`; nil when no uid gives that name.
  public static func uid(named name: String) -> String? {
    guard name.hasSuffix(".vcf"), let uid = String(name.dropLast(4)).removingPercentEncoding,
      forUID(uid) == name
    else { return nil }
    return uid
  }
}
