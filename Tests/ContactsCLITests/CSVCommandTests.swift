import ArgumentParser
import ContactsBuilds
import ContactsDomain
import ContactsRoot
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

@Suite("contacts import and export --format csv, parsed and run in process")
struct CSVCommandTests {
  /// A Google Contacts export: a quoted comma, a note over two lines, labels joined by " ::: ",
  /// and a row with nothing to show it by at line 5.
  static let google = """
    First Name,Last Name,Organization Name,Notes,Labels,E-mail 1 - Label,E-mail 1 - Value,\
    Phone 1 - Label,Phone 1 - Value\r
    Ada,Lovelace,"Engines, Ltd.","Met at the
    Society",* myContacts ::: Friends,* Home,ada@example.com ::: ada@work.example,Mobile,\
    +44 20 7946 0018\r
    Grace,Hopper,,,* starred,,,Work,+1 555 0100\r
    ,,,only a note,,,,,\r

    """

  @Test(arguments: Architecture.allCases.map(\.rawValue))
  func aGoogleCSVIsReadByItsHeaderLineAndAgainChangesNothing(architecture: String) async throws {
    try await withTemporaryDirectory { folder in
      let path = try TransferFiles.write(Self.google, "google.csv", in: folder)
      let store = try ContactDatabase.inMemory()
      let command = ["import", path, "--architecture", architecture]
      #expect(
        try await output(command, on: store)
          == "Added 2 contacts, skipped 1 card:\n  \(path), line 5: row skipped: "
          + "A contact must have a name, an organization, a nickname, an email, a phone or a web site"
      )
      let ada = try #require(try await store.allContacts().first { $0.firstName == "Ada" })
      #expect(ada.organization == "Engines, Ltd.")
      #expect(ada.note == "Met at the\nSociety")
      #expect(ada.emails.map(\.value) == ["ada@example.com", "ada@work.example"])
      #expect(ada.details.groups == ["Friends"])
      let again = try await output(command, on: store)
      #expect(again.hasPrefix("Left 2 unchanged, skipped 1 card:\n"))
    }
  }

  @Test func aSemicolonFileIsCSVAndACardMissingItsFirstLineIsNot() async throws {
    try await withTemporaryDirectory { folder in
      let semicolons = try TransferFiles.write(
        "Display Name;First Name;Last Name;Primary Email\nAda L;Ada;Lovelace;ada@example.com\n",
        "thunderbird.csv", in: folder)
      let store = try ContactDatabase.inMemory()
      _ = try await output(["import", semicolons], on: store)
      #expect(
        try await store.allContacts().map(\.emails) == [
          [LabeledValue(label: "", value: "ada@example.com")]
        ])
      // A card that lost its BEGIN line still ends: read as vCard, which skips its lines, rather
      // than as a CSV header naming "N" and "Ada".
      let card = try TransferFiles.write(
        "N;CHARSET=UTF-8:Hopper;Grace\r\nFN:Grace Hopper\r\nEND:VCARD\r\n", "cut.vcf", in: folder)
      let cut = try await output(["import", card, "--json"], on: store)
      #expect(!cut.contains("row skipped"))
      #expect(try await store.allContacts().count == 1)
    }
  }

  @Test func formatChoosesTheReaderWhateverTheFileStartsWith() async throws {
    try await withTemporaryDirectory { folder in
      let path = try TransferFiles.write(Self.google, "google.txt", in: folder)
      let store = try ContactDatabase.inMemory()
      let asVCard = try await output(["import", path, "--format", "vcard", "--dry-run"], on: store)
      #expect(asVCard.hasPrefix("Would skip "))
      let asCSV = try await output(["import", path, "--format", "csv", "--dry-run"], on: store)
      #expect(asCSV.hasPrefix("Would add 2 contacts"))
      #expect(throws: (any Error).self) {
        try ContactsCommand.parseAsRoot(["import", path, "--format", "xls"])
      }
    }
  }

  @Test func bothBuildsExportTheSameCSVWhichReadsBackAsTheSameContacts() async throws {
    try await withTemporaryDirectory { folder in
      let source = try TransferFiles.write(Self.google, "google.csv", in: folder)
      let store = try ContactDatabase.inMemory()
      _ = try await output(["import", source], on: store)
      var files: [Data] = []
      for architecture in Architecture.allCases {
        let path = folder.appendingPathComponent("\(architecture).csv").path
        let command = try #require(
          try ContactsCommand.parseAsRoot([
            "export", "--format", "csv", "--output", path, "--architecture", architecture.rawValue,
          ]) as? ExportCommand)
        let note = try await command.export(root: AppRoot(contacts: store)) { _ in
          Issue.record("wrote to standard output")
        }
        #expect(note == "Exported 2 contacts to \(path).")
        files.append(try Data(contentsOf: URL(fileURLWithPath: path)))
      }
      #expect(files[0] == files[1])
      let text = String(decoding: files[0], as: UTF8.self)
      #expect(text.hasPrefix("First Name,Middle Name,Last Name,"))
      #expect(text.contains("\"Met at the\nSociety\""))
      #expect(text.contains(",Friends,"))
      let copy = try ContactDatabase.inMemory()
      let path = folder.appendingPathComponent("mvvm.csv").path
      #expect(
        try await output(["import", path], on: copy)
          == "Added 2 contacts.")
      let forms = { (store: ContactDatabase) in
        try await store.allContacts().map(ContactForm.init).sorted { $0.firstName < $1.firstName }
      }
      #expect(try await forms(copy) == forms(store))
    }
  }
}
