import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

/// Import matches contacts by uid in one transaction; export keeps what import kept.
@Suite("ContactDatabase import and export")
struct TransferTests {
  private func item(_ uid: String, _ fullName: String, extras: String = "", email: String? = nil)
    throws -> ContactImport
  {
    let parts = fullName.split(separator: " ").map(String.init)
    let form = ContactForm(
      firstName: parts[0], lastName: parts[1],
      emails: email.map { [LabeledValue(label: "work", value: $0)] } ?? [])
    return ContactImport(uid: uid, draft: try ContactDraft(form), extras: extras)
  }

  private func importing(
    _ items: [ContactImport], into store: ContactDatabase, dryRun: Bool = false
  )
    async throws -> ImportCounts
  {
    try await store.importContacts(items, dryRun: dryRun) { _ in }
  }

  @Test func importingTheSameFileTwiceChangesNothingTheSecondTime() async throws {
    let store = try ContactDatabase.inMemory()
    let file = [
      try item("u1", "Ada Lovelace", extras: "BDAY:1815-12-10"), try item("u2", "Alan Turing"),
    ]
    #expect(try await importing(file, into: store) == ImportCounts(added: 2))
    let afterFirst = try await store.exportContacts(after: nil, limit: 10)
    #expect(try await importing(file, into: store) == ImportCounts(unchanged: 2))
    #expect(try await store.exportContacts(after: nil, limit: 10) == afterFirst)
  }

  @Test func aKnownUIDUpdatesInsteadOfAddingACopy() async throws {
    let store = try ContactDatabase.inMemory()
    _ = try await importing([try item("u1", "Ada Lovelace")], into: store)
    let counts = try await importing(
      [
        try item("u1", "Ada King", email: "ada@example.com"),
        try item("u2", "Alan Turing", extras: "URL:https://example.com"),
      ], into: store)
    #expect(counts == ImportCounts(added: 1, updated: 1))
    let exported = try await store.exportContacts(after: nil, limit: 10)
    #expect(exported.map(\.contact.fullName) == ["Ada King", "Alan Turing"])
    #expect(exported.map(\.uid) == ["u1", "u2"])
    #expect(exported[0].contact.emails == [LabeledValue(label: "work", value: "ada@example.com")])
    #expect(exported[1].extras == "URL:https://example.com")
  }

  @Test func anImportThatFailsHalfwayWritesNothing() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      let store = try ContactDatabase.open(path: path) {
        var configuration = Configuration()
        // The schema of 31 migrations and one contact fit in 80 pages of 4 KiB (73 measured,
        // with v30's served group cards and v31's plain files); 3,000 cards need hundreds more.
        configuration.prepareDatabase { try $0.execute(sql: "PRAGMA max_page_count = 80") }
        return try DatabaseQueue(path: path, configuration: configuration)
      }
      let before = try await importing([try item("u0", "Ada Lovelace")], into: store)
      #expect(before == ImportCounts(added: 1))
      let many = try (1...3000).map { try item("u\($0)", "Person Number\($0)") }
      await #expect(throws: ContactStoreError.diskFull) {
        try await importing(many, into: store)
      }
      #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace"])
    }
  }

}
