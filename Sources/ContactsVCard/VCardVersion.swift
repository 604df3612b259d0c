/// A vCard version the writer can produce. The reader also accepts 2.1.
public enum VCardVersion: String, Sendable, CaseIterable {
  /// RFC 2426.
  case v3 = "3.0"
  /// RFC 6350, the default.
  case v4 = "4.0"
}
