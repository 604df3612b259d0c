import Foundation

/// A digest of a photo's bytes (64-bit FNV-1a, as 16 hexadecimal digits): the same bytes always
/// give the same text, so it serves as a web validator (`ETag`) and tells an export whether the
/// photo is still the one a card came with. Not cryptographic: nothing trusts it to be secret.
public enum PhotoDigest {
  /// The digest of `bytes`.
  public static func of(_ bytes: Data) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    bytes.withUnsafeBytes { buffer in
      for byte in buffer {
        hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
      }
    }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }
}
