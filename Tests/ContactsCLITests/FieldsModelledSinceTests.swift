import ArgumentParser
import ContactsDomain
import ContactsRoot
import ContactsTestSupport
import ContactsVCard
import Foundation
import GRDB
import Testing

@testable import ContactsCLI
@testable import ContactsStore

/// A book the version before pronouns, role, manager and social profiles were read (v23) wrote:
/// their lines kept with the card, unshown, beside a birthday it did read.
@Suite("Contacts stored before pronouns, role, manager and social profiles were read")
struct FieldsModelledSinceTests {
  private static let card = """
    BEGIN:VCARD\r
    VERSION:4.0\r
    UID:urn:uuid:ada\r
    FN:Ada Lovelace\r
    N:Lovelace;Ada;;;\r
    BDAY:18151210\r
    ROLE:Analyst\r
    X-MS-MANAGER:Charles Babbage\r
    PRONOUNS:she/her\r
    SOCIALPROFILE;SERVICE-TYPE=mastodon:https://mastodon.example/@ada\r
    END:VCARD\r

    """
  private static let lines = [
    "ROLE:Analyst", "X-MS-MANAGER:Charles Babbage", "PRONOUNS:she/her",
    "SOCIALPROFILE;SERVICE-TYPE=mastodon:https://mastodon.example/@ada",
  ]

  /// The card as an import reads it today.
  private func imported() throws -> ContactImport {
    try #require(try VCardFormat().read(Data(Self.card.utf8), fileName: "ada.vcf").contacts.first)
  }

  /// A file at v23 holding the card as v23 stored it: its lines kept, its details the birthday
  /// alone.
  private func fileAtV23() throws -> String {
    let card = try imported()
    let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    let queue = try DatabaseQueue(path: path)
    try Schema.migrator.migrate(queue, upTo: "v23: a list position is not a change")
    var details = card.draft.details
    #expect(
      (details.pronouns, details.role, details.manager) == ("she/her", "Analyst", "Charles Babbage")
    )
    #expect(details.socialProfiles.count == 1)
    (details.pronouns, details.role, details.manager, details.socialProfiles) = ("", "", "", [])
    let contact = Contact(
      id: 0, firstName: card.draft.firstName, lastName: card.draft.lastName, details: details)
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO contact
            (firstName, lastName, sortKey, searchText, uid, extras, details, birthday)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          contact.firstName, contact.lastName, contact.sortKey.rawValue,
          SearchText.indexed(contact), card.uid, card.extras, DetailsColumn.encoded(details),
          BirthdayIndex.key(of: details),
        ])
      try ListPositions.place(in: db)
    }
    return path
  }

  /// The 4.0 file `contacts export` writes of the book `root` opens.
  private func exported(_ root: AppRoot) async throws -> String {
    let command = try #require(try ContactsCommand.parseAsRoot(["export"]) as? ExportCommand)
    var written = Data()
    _ = try await command.export(root: root) { written.append($0) }
    return String(decoding: written, as: UTF8.self)
  }

  /// The lines of `file` but its `REV`.
  private func lines(_ file: String) -> [Substring] {
    file.split(separator: "\r\n").filter { !$0.hasPrefix("REV:") }
  }

  /// The same card imported into a new book today.
  private func importedToday() async throws -> ContactDatabase {
    let store = try ContactDatabase.inMemory()
    _ = try await store.importContacts([try imported()], dryRun: false) { _ in }
    return store
  }

  @Test func theAppOpeningItShowsTheirDetailsAndExportsTheirLinesAsAnImportToday() async throws {
    let path = try fileAtV23()
    let stamps = try await DatabaseQueue(path: path).read { db in
      try Int64.fetchAll(db, sql: "SELECT changeSeq FROM contact")
    }
    let root = try await AppRoot.open(databasePath: path, access: .readWrite)
    let file = try await exported(root)
    for line in Self.lines { #expect(file.contains("\r\n\(line)\r\n"), "\(line)") }
    let today = try await importedToday()
    #expect(lines(file) == lines(try await exported(AppRoot(contacts: today))))
    let shown = try await output(["show", "1"], on: root.contacts)
    #expect(shown.contains("Role: Analyst"))
    #expect(shown.contains("Manager: Charles Babbage"))
    #expect(shown.contains("Pronouns: she/her"))
    #expect(shown.contains("https://mastodon.example/@ada"))
    // Not a change: nothing for sync to send, no version in its history.
    let synced = try #require(root.synced)
    #expect(
      try await synced.contacts.stampedContacts(after: .start, limit: 10).map(\.stamp) == stamps)
    #expect(try await root.contacts.history(of: 1, limit: 10).versions.isEmpty)
  }

  @Test func aRoleTheUserRemovedSinceIsNotWrittenAgain() async throws {
    let path = try fileAtV23()
    let root = try await AppRoot.open(databasePath: path, access: .readWrite)
    _ = try await output(["edit", "1", "--role", ""], on: root.contacts)
    let again = try await AppRoot.open(databasePath: path, access: .readWrite)
    let file = try await exported(again)
    #expect(!file.contains("ROLE"))
    for line in Self.lines.dropFirst() { #expect(file.contains("\r\n\(line)\r\n"), "\(line)") }
    #expect(file.contains("\r\nBDAY:18151210\r\n"))
    #expect(!(try await output(["show", "1"], on: again.contacts)).contains("Role"))
  }
}
