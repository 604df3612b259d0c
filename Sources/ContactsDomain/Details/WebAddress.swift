/// The rule for a web site typed on a form.
public enum WebAddress {
  /// Whether `text` reads as a web address: `http://` or `https://` and a host, or a bare host
  /// with a dot ("example.com/ada"); never another scheme (`javascript:` is not a web site), and
  /// no spaces.
  public static func isPlausible(_ text: String) -> Bool {
    guard !text.contains(where: \.isWhitespace) else { return false }
    let lowered = text.lowercased()
    let rest: Substring
    if lowered.hasPrefix("https://") {
      rest = text.dropFirst(8)
    } else if lowered.hasPrefix("http://") {
      rest = text.dropFirst(7)
    } else if text.contains(":") && !hostAndPort(text) {
      return false
    } else {
      rest = Substring(text)
    }
    let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
    return host.contains(".") && !host.hasPrefix(".") && !host.hasSuffix(".")
  }

  /// The address a link may point to: `text` itself when it says `http://` or `https://`,
  /// `https://` and it when it names a host alone; nil for anything else a card may hold.
  public static func link(_ text: String) -> String? {
    let lowered = text.lowercased()
    if lowered.hasPrefix("https://") || lowered.hasPrefix("http://") {
      return isPlausible(text) ? text : nil
    }
    return isPlausible(text) ? "https://" + text : nil
  }

  /// Whether the colon of `text` is a port's: "example.com:8080/path".
  private static func hostAndPort(_ text: String) -> Bool {
    guard let colon = text.firstIndex(of: ":") else { return false }
    let port = text[text.index(after: colon)...].prefix { $0 != "/" }
    return !port.isEmpty && port.allSatisfy(\.isASCII) && port.allSatisfy(\.isNumber)
  }
}
