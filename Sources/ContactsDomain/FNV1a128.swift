/// The 128-bit FNV-1a hash, on two 64-bit words so it needs no `UInt128` (macOS 15).
///
/// Not cryptographic: it names content, it does not guard it. 128 bits make an accidental
/// collision between two cards of one address book vanishingly unlikely.
package struct FNV1a128 {
  package private(set) var high: UInt64 = 0x6c62_272e_07bb_0142
  package private(set) var low: UInt64 = 0x62b8_2175_6295_c58d

  /// The hash of nothing: FNV-1a's offset basis.
  package init() {}

  /// Mixes in `bytes`, one octet at a time.
  package mutating func combine(_ bytes: some Sequence<UInt8>) {
    for byte in bytes {
      low ^= UInt64(byte)
      // × (2^88 + 0x13B), modulo 2^128: 0x13B times both words, plus the low word shifted
      // 88 bits, which lands 24 bits into the high word.
      let (carry, product) = low.multipliedFullWidth(by: 0x13B)
      high = high &* 0x13B &+ carry &+ (low << 24)
      low = product
    }
  }

  /// The hash as 32 lowercase hexadecimal digits.
  package var hex: String {
    [high, low].map { word in
      let digits = String(word, radix: 16)
      return String(repeating: "0", count: 16 - digits.count) + digits
    }.joined()
  }
}
