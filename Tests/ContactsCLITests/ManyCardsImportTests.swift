import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

/// `contacts import` of a file of many batches of cards (the store reads them on a thread of its
/// own ahead of its writer): late trouble is reported by line, or undoes the whole import.
@Suite("contacts import of a file of many cards")
struct ManyCardsImportTests {
  private static let cards = 1500

  /// `cards` cards of six lines; card 1300 also holds a line with no colon, card 1400 has the
  /// UID of card 3 and another name. Returns the text and the lines of those two.
  private func manyCards() -> (text: String, brokenLine: Int, repeatLine: Int) {
    var text = ""
    var line = 1
    var (brokenLine, repeatLine) = (0, 0)
    for index in 0..<Self.cards {
      let uid = index == 1400 ? "u3" : "u\(index)"
      let name = index == 1400 ? "Alan Turing" : "Person N\(index)"
      let last = name.split(separator: " ")[1]
      if index == 1400 { repeatLine = line }
      text += "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nN:\(last);Person;;;\r\nFN:\(name)\r\n"
      line += 5
      if index == 1300 {
        text += "NOTE;hello there\r\n"
        brokenLine = line
        line += 1
      }
      text += "END:VCARD\r\n"
      line += 1
    }
    return (text, brokenLine, repeatLine)
  }

  @Test(arguments: Architecture.allCases.map(\.rawValue))
  func lateTroubleIsReportedByLineAndADryRunStoresNothing(architecture: String) async throws {
    try await withTemporaryDirectory { folder in
      let (text, brokenLine, repeatLine) = manyCards()
      let path = try TransferFiles.write(text, "many.vcf", in: folder)
      let store = try ContactDatabase.inMemory()
      let command = ["import", path, "--architecture", architecture]
      let skipped = "  \(path), line \(brokenLine): line skipped: a line with no colon"
      let kept =
        "  \(path), line \(repeatLine): a second card with UID u3 (first at line 19): "
        + "kept as a separate contact"
      let dry = try await output(command + ["--dry-run"], on: store)
      #expect(
        dry == "Would add 1,500 contacts, skip 1 card, keep 1 card separate:\n"
          + [skipped, kept].joined(separator: "\n"))
      #expect(try await store.allContacts().isEmpty)
      let done = try await output(command, on: store)
      #expect(
        done == "Added 1,500 contacts, skipped 1 card, kept 1 card separate:\n"
          + [skipped, kept].joined(separator: "\n"))
      #expect(try await store.allContacts().count == Self.cards)
    }
  }

  @Test func withStrictALateBrokenLineUndoesTheWholeImport() async throws {
    try await withTemporaryDirectory { folder in
      let (text, brokenLine, _) = manyCards()
      let path = try TransferFiles.write(text, "many.vcf", in: folder)
      let store = try ContactDatabase.inMemory()
      _ = try await store.create(
        try ContactDraft(ContactForm(firstName: "Ada", lastName: "Lovelace")))
      await #expect(
        throws: CommandFailure(
          "Could not import contacts: \(path), line \(brokenLine): a line with no colon",
          status: .data)
      ) {
        try await output(["import", path, "--strict"], on: store)
      }
      #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace"])
    }
  }
}
