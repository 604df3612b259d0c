import ContactsTerminal
import Testing

@Suite("The terminal's bytes are read as the keys that were pressed")
struct KeyDecoderTests {
  private func keys(_ reads: String...) -> [Key] {
    var decoder = KeyDecoder()
    return reads.flatMap { decoder.feed(Array($0.utf8)) }
  }

  @Test func textInAnyScriptIsReadScalarByScalarAndJoinsAgainWhenTyped() {
    #expect(keys("aÉ漢") == [.character("a"), .character("É"), .character("漢")])
    var typed = ""
    for case .character(let character) in keys("👍🏽e\u{301}") { typed.append(character) }
    #expect(typed == "👍🏽e\u{301}" && typed.count == 2)
  }

  @Test func aCharacterSplitAcrossReadsWaitsForItsLastByte() {
    var decoder = KeyDecoder()
    let bytes = Array("漢".utf8)
    #expect(decoder.feed(bytes.prefix(2)).isEmpty)
    #expect(decoder.hasPending)
    #expect(decoder.feed(bytes.suffix(1)) == [.character("漢")])
  }

  @Test func arrowsAndEditingKeysAreReadFromTheirSequences() {
    #expect(
      keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}OH\u{1B}[F\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[Z")
        == [.up, .down, .right, .left, .home, .end, .pageUp, .pageDown, .delete, .backTab])
  }

  @Test func aSequenceSplitAcrossReadsIsOneKey() {
    #expect(keys("\u{1B}", "[", "A") == [.up])
    #expect(keys("\u{1B}[", "5", "~x") == [.pageUp, .character("x")])
  }

  @Test func enterTabBackspaceAndControlKeysAreTheirOwnKeys() {
    #expect(
      keys("\r\n\t\u{7F}\u{08}\u{03}\u{1A}")
        == [.enter, .enter, .tab, .backspace, .backspace, .control("c"), .control("z")])
  }

  @Test func aLoneEscIsAKeyOnceNothingFollowsIt() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0x1B]).isEmpty)
    #expect(decoder.flush() == [.escape])
    #expect(!decoder.hasPending)
  }

  @Test func escFollowedByAnythingButASequenceIsEscThenThatKey() {
    #expect(keys("\u{1B}x") == [.escape, .character("x")])
  }

  @Test func anUnknownSequenceIsSkippedWithoutLosingWhatFollows() {
    #expect(keys("\u{1B}[99~a") == [.character("a")])
  }

  @Test func anInvalidByteIsSkipped() {
    var decoder = KeyDecoder()
    #expect(decoder.feed([0xFF, 0x61]) == [.character("a")])
  }
}
