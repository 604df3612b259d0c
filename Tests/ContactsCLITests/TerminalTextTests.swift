import ContactsPresentation
import ContactsTerminal
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

@Suite("What reaches the terminal carries no control or direction characters")
struct TerminalTextTests {
  @Test func controlAndDirectionCharactersAreShownVisibly() {
    #expect(
      TerminalText.shown("\u{1B}]0;pwned\u{07}\u{1B}[2J Ada\u{202E}Love\u{85}\u{2028}x\u{7F}")
        == "^[]0;pwned^G^[[2J Ada<U+202E>Love<U+0085><U+2028>x^?")
    #expect(TerminalText.shown("line one\n\tline two") == "line one\n\tline two")
  }

  @Test func onOneLineALineFeedIsASpaceAndTheRestIsShownAsEverywhere() {
    #expect(TerminalText.oneLine("Ada\nLove\u{1B}lace\u{202E}") == "Ada Love^[lace<U+202E>")
  }

  @Test func theByteCheckStopsAtEveryScalarWrittenOutAndPassesNamesInAnyScript() {
    var missed: [String] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value), TerminalText.isUnsafe(scalar) else { continue }
      if !TerminalText.mayNeedShowing("Ada " + String(Character(scalar)) + " Lovelace") {
        missed.append(String(value, radix: 16))
      }
    }
    #expect(missed == [])
    #expect(!TerminalText.mayNeedShowing("Ada Ångström\tΓεωργίου\nПетров الحسن 佐藤 김 ü é"))
    #expect(TerminalText.shown("Ada Ångström الحسن") == "Ada Ångström الحسن")
  }

  @Test func asJSONTheyBecomeEscapesThatReadBackTheSame() throws {
    let shown = TerminalText.shown(#"["Ada\#u{202E}"]"#, asJSON: true)
    #expect(shown == #"["Ada\u202e"]"#)
    #expect(try JSONDecoder().decode([String].self, from: Data(shown.utf8)) == ["Ada\u{202E}"])
  }

  @Test func aCraftedSkippedCardAndAStoredNameAreEscapedOnTheTerminal() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("x.sqlite").path
      let crafted =
        "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:\u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E}\r\nEND:VCARD\r\n"
      let imported = try runContacts(
        ["import", "-", "--database", path], home: folder, standardInput: Data(crafted.utf8))
      #expect(!imported.standardOutput.contains("\u{1B}"))
      #expect(!imported.standardOutput.contains("\u{202E}"))
      // The reader drops a name's C0 controls (ESC, BEL); the bidirectional control it refuses
      // the card for is shown escaped in the report.
      #expect(imported.standardOutput.contains("“]0;pwned[2J<U+202E> ”"))

      #expect(
        try runContacts(addArguments("Ada Lovelace", "--database", path), home: folder).status == 0)
      let sqlite = try ChildProcess.run(
        URL(fileURLWithPath: "/usr/bin/sqlite3"),
        [
          path,
          "UPDATE contact SET firstName = 'A' || char(27) || '[2J' || char(8238) || char(8232)",
        ])
      #expect(sqlite.status == 0, "\(sqlite.standardError)")
      let listed = try runContacts(["list", "--database", path], home: folder)
      #expect(listed.standardOutput == "A^[[2J<U+202E><U+2028> Lovelace\n")
      let json = try runContacts(["list", "--json", "--database", path], home: folder)
      #expect(json.standardOutput.contains(#"A\u001b[2J\u202e\u2028"#))
    }
  }

  @Test func aSkippedCardWithALongReversedNameGetsOneBoundedLineAndJSONKeepsTheWhole() async throws
  {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("x.sqlite").path
      let name = String(repeating: "A", count: 5000) + "\u{202E}Z"
      let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:\(name);;;;\r\nFN:\(name)\r\nEND:VCARD\r\n"
      let imported = try runContacts(
        ["import", "-", "--database", path], home: folder, standardInput: Data(card.utf8))
      let lines = imported.standardOutput.split(separator: "\n")
      #expect(lines.count == 2, "\(imported.standardOutput.prefix(300))")
      // The bound, the line's indent and the U+202E written out.
      #expect(lines.allSatisfy { $0.count <= ShownText.summaryLength + "  <U+202E>".count })
      #expect(lines.last?.contains("…") == true)
      #expect(lines.last?.hasSuffix("must be at most 100 characters") == true)
      let json = try runContacts(
        ["import", "-", "--json", "--database", path], home: folder,
        standardInput: Data(card.utf8))
      #expect(json.standardOutput.contains(String(repeating: "A", count: 5000) + #"\u202eZ"#))
    }
  }
}
