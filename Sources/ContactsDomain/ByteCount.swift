/// A number of bytes as every front end writes it: in decimal units (1 kB is 1,000 bytes), as
/// file managers show a file's size — "34 bytes", "12 kB", "1.4 MB", "20 MB". Decided once, so
/// the CLI, the web and the terminal never disagree about one file's size.
public enum ByteCount {
  /// `bytes` to the nearest unit shown, or rounded up (`roundingUp`, for a size over a limit,
  /// which must read as larger than the limit).
  public static func text(_ bytes: Int64, roundingUp: Bool = false) -> String {
    func divided(_ divisor: Int64) -> Int64 {
      roundingUp ? (bytes + divisor - 1) / divisor : (bytes + divisor / 2) / divisor
    }
    if bytes < 1000 { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
    let kilobytes = divided(1000)
    if kilobytes < 1000 { return "\(kilobytes) kB" }
    let megabytes = divided(100_000)
    return megabytes < 10_000 ? tenths(megabytes, "MB") : tenths(divided(100_000_000), "GB")
  }

  /// "1.4 MB" of 14 tenths, "20 MB" of 200.
  private static func tenths(_ count: Int64, _ unit: String) -> String {
    count % 10 == 0 ? "\(count / 10) \(unit)" : "\(count / 10).\(count % 10) \(unit)"
  }

  /// `bytes` as `text(_:roundingUp:)` writes it.
  public static func text(_ bytes: Int, roundingUp: Bool = false) -> String {
    text(Int64(bytes), roundingUp: roundingUp)
  }
}
