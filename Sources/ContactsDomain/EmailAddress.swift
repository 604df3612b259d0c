/// What the app accepts as an email address.
public enum EmailAddress {
  /// One `@`, a local part of at most 64 characters, a domain with a dot and no empty label,
  /// no spaces: plausible, which is all a form can know without sending mail.
  public static func isPlausible(_ text: String) -> Bool {
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !text.contains(where: \.isWhitespace) else { return false }
    let local = parts[0]
    let domainLabels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return !local.isEmpty && local.count <= 64 && domainLabels.count >= 2
      && domainLabels.allSatisfy { !$0.isEmpty && !$0.hasPrefix("-") && !$0.hasSuffix("-") }
  }
}
