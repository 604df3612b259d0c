/// The rule for an account's name, which is a segment of its DAV paths and a folder's name:
/// ASCII letters, digits, `.`, `_` and `-`, 1 to 64 of them, not starting with `.`.
public enum AccountName {
  /// The longest name, in characters.
  public static let maximumLength = 64

  /// `name` when it can be an account's; else throws `AccountError.badName` saying why.
  @discardableResult
  public static func checked(_ name: String) throws(AccountError) -> String {
    if name.isEmpty { throw .badName(name: name, reason: "it is empty") }
    if name.count > maximumLength {
      throw .badName(
        name: String(name.prefix(maximumLength)) + "…",
        reason: "it is longer than \(maximumLength) characters")
    }
    if name.hasPrefix(".") { throw .badName(name: name, reason: "it starts with a dot") }
    guard name.unicodeScalars.allSatisfy(isAllowed) else {
      throw .badName(
        name: name,
        reason: "use only letters a–z and A–Z, digits, dots, underscores and hyphens")
    }
    return name
  }

  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", ".", "_", "-": true
    default: false
    }
  }
}
