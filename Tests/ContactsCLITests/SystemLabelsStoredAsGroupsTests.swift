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

/// A book a version before v27 wrote from Google's export: its system labels (`myContacts`,
/// `starred`, `* starred`) read as groups beside a group a person made.
@Suite("Contacts stored with an exporter's system labels as groups")
struct SystemLabelsStoredAsGroupsTests {
  private static let card = """
    BEGIN:VCARD\r
    VERSION:3.0\r
    UID:urn:uuid:grace\r
    FN:Grace Hopper\r
    N:Hopper;Grace;;;\r
    CATEGORIES:myContacts,Pioneers,starred,* starred\r
    END:VCARD\r

    """

  /// The card as an import reads it today.
  private func imported() throws -> ContactImport {
    try #require(
      try VCardFormat().read(Data(Self.card.utf8), fileName: "grace.vcf").contacts.first)
  }

  /// A file at v26 holding the card as v26 stored it: every label a group.
  private func fileAtV26() throws -> String {
    let card = try imported()
    #expect(card.draft.details.groups == ["Pioneers"], "read today without the labels")
    let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    let queue = try DatabaseQueue(path: path)
    try Schema.migrator.migrate(queue, upTo: "v26: the contacts each change added")
    var details = card.draft.details
    details.groups = ["myContacts", "Pioneers", "starred", "* starred"]
    let contact = Contact(
      id: 0, firstName: card.draft.firstName, lastName: card.draft.lastName, details: details)
    try queue.write { db in
      try db.execute(
        sql: """
          INSERT INTO contact (firstName, lastName, sortKey, searchText, uid, extras, details)
          VALUES (?, ?, ?, ?, ?, ?, ?)
          """,
        arguments: [
          contact.firstName, contact.lastName, contact.sortKey.rawValue,
          SearchText.indexed(contact), card.uid, card.extras, DetailsColumn.encoded(details),
        ])
      try ListPositions.place(in: db)
    }
    #expect(try Self.groups(at: path) == ["* starred", "Pioneers", "myContacts", "starred"])
    return path
  }

  private static func groups(at path: String) throws -> [String] {
    try DatabaseQueue(path: path).read { db in
      try String.fetchAll(db, sql: "SELECT DISTINCT name FROM contactGroup ORDER BY name")
    }
  }

  @Test func theAppOpeningItShowsOnlyThePersonsGroupsAndWritesTheLabelsBack() async throws {
    let path = try fileAtV26()
    let stamps = try await DatabaseQueue(path: path).read { db in
      try Int64.fetchAll(db, sql: "SELECT changeSeq FROM contact")
    }
    let root = try await AppRoot.open(databasePath: path, access: .readWrite)
    #expect(try Self.groups(at: path) == ["Pioneers"])
    #expect(try await output(["groups"], on: root.contacts).hasPrefix("Pioneers"))
    let shown = try await output(["show", "1"], on: root.contacts)
    #expect(shown.contains("Pioneers") && !shown.contains("myContacts"), "\(shown)")
    let command = try #require(try ContactsCommand.parseAsRoot(["export"]) as? ExportCommand)
    var written = Data()
    _ = try await command.export(root: root) { written.append($0) }
    let file = String(decoding: written, as: UTF8.self)
    #expect(file.contains("CATEGORIES:myContacts,Pioneers,starred,* starred"), "\(file)")
    // Not a change: nothing for sync to send, no version in its history.
    let synced = try #require(root.synced)
    #expect(
      try await synced.contacts.stampedContacts(after: .start, limit: 10).map(\.stamp) == stamps)
    #expect(try await root.contacts.history(of: 1, limit: 10).versions.isEmpty)
  }
}
