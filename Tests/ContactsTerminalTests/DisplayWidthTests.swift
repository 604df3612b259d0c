import ContactsTerminal
import Testing

@Suite("Names take the cells a terminal gives them")
struct DisplayWidthTests {
  @Test(arguments: [
    ("Ada Lovelace", 12), ("", 0), ("Éloïse", 6), ("e\u{301}", 1), ("山田太郎", 8), ("김민준", 6),
    ("ｱｲｳ", 3), ("ＡＢ", 4), ("👍", 2), ("👍🏽", 2), ("👩‍👩‍👧", 2), ("🇫🇷", 2), ("❤️", 2), ("❤", 1),
    ("Ωμέγα", 5), ("Иван", 4), ("ดี", 1), ("שלום", 4), ("अनु", 2),
  ])
  func textTakesTheCellsOfItsCharacters(text: String, cells: Int) {
    #expect(DisplayWidth.of(text) == cells)
  }

  @Test func fittedTextFillsTheWidthExactly() {
    #expect(DisplayWidth.fitted("Ada", to: 6) == "Ada   ")
    #expect(DisplayWidth.fitted("Ada Lovelace", to: 6) == "Ada L…")
    #expect(DisplayWidth.fitted("山田太郎", to: 6) == "山田… ")
    #expect(DisplayWidth.fitted("山田", to: 4) == "山田")
    for width in 1...10 {
      #expect(DisplayWidth.of(DisplayWidth.fitted("山田e\u{301}👍太郎", to: width)) == width)
    }
  }
}
