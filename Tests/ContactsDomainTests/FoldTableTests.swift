import Testing

@testable import ContactsDomain

/// `FoldTable` answers as the dictionary it replaced: nothing for a scalar not met, the folding
/// remembered, and "cannot fold alone" told apart from "not met".
@Suite("The table of foldings")
struct FoldTableTests {
  @Test func answersAsADictionaryOfTheSameFoldings() {
    var table = FoldTable()
    var dictionary: [Unicode.Scalar: String?] = [:]
    var generator = SystemRandomNumberGenerator()
    let scalars = [0x80, 0xE9, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF].compactMap(Unicode.Scalar.init)
    for _ in 0..<20_000 {
      let scalar =
        Bool.random(using: &generator)
        ? scalars.randomElement(using: &generator)!
        : Unicode.Scalar(UInt32.random(in: 0x80...0x2FFFF, using: &generator)) ?? "a"
      if Int.random(in: 0..<3, using: &generator) == 0 {
        let fold: String? = Bool.random(using: &generator) ? nil : "f\(scalar.value)"
        table[scalar] = fold
        dictionary[scalar] = fold
      }
      #expect(table[scalar] == dictionary[scalar])
    }
  }

  @Test func remembersAFoldingForEveryScalarOfThePlane() {
    var table = FoldTable()
    let scalars = (0x80...0xFFFF).compactMap(Unicode.Scalar.init)
    for scalar in scalars { table[scalar] = "\(scalar.value)" }
    #expect(scalars.allSatisfy { table[$0] == "\($0.value)" })
    #expect(table[Unicode.Scalar(0x7F)!] == nil)
  }
}
