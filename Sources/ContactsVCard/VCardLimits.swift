/// How large one card may be. A larger card is skipped with a sentence saying why, and costs no
/// more memory than the limit: a file of any size, or a crafted card, cannot fill memory.
public enum VCardLimits {
  /// The most bytes of one card, or of one line (a photo of a few megabytes fits).
  public static let maximumCardBytes = 8 << 20
  /// The most properties of one card (a real card has tens).
  public static let maximumProperties = 10_000
}
