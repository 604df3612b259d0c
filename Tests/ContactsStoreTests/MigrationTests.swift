import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

/// The second schema version opens a file the first version of the app wrote, losing nothing.
@Suite("Migrations")
struct MigrationTests {
  /// `Fixtures/contacts-v1.sqlite` was written by `contacts add` built from the first commit.
  private func copyOfVersionOneFile() throws -> String {
    let fixture = try #require(
      Bundle.module.url(
        forResource: "contacts-v1", withExtension: "sqlite", subdirectory: "Fixtures")
    )
    let copy = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite")
    try FileManager.default.copyItem(at: fixture, to: copy)
    return copy.path
  }

  @Test func aFileWrittenByTheFirstVersionKeepsEveryContact() async throws {
    let store = try ContactDatabase.openFile(at: try copyOfVersionOneFile())
    let contacts = try await store.allContacts()
    #expect(
      contacts.map(\.fullName)
        == ["adam smith", "Ada Lovelace", "Ángel Díaz", "émile zola", "Zoe Adams"]
        .sorted { ContactSortKey(fullName: $0) < ContactSortKey(fullName: $1) })
    #expect(contacts.map(\.id).sorted() == [1, 2, 3, 4, 5])
    #expect(
      contacts.allSatisfy { $0.phones.isEmpty && $0.emails.isEmpty && $0.organization.isEmpty })
  }

  @Test func contactsOfTheFirstVersionAreSearchableAndEditable() async throws {
    let store = try ContactDatabase.openFile(at: try copyOfVersionOneFile())
    let angel = try #require(try await store.searchAll("angel").first)
    #expect(angel.fullName == "Ángel Díaz")
    var form = ContactForm(angel)
    form.emails = [LabeledValue(label: "work", value: "angel@example.com")]
    _ = try await store.update(id: angel.id, with: ContactDraft(form))
    #expect(try await store.searchAll("example.com").map(\.id) == [angel.id])
  }

  @Test func contactsOfTheFirstVersionEachGetAUID() async throws {
    let store = try ContactDatabase.openFile(at: try copyOfVersionOneFile())
    let uids = try await store.exportContacts(after: nil, limit: 10).map(\.uid)
    #expect(uids.count == 5)
    #expect(Set(uids).count == 5)
  }

  @Test func contactsOfTheFirstVersionHaveStampZeroAndAreAllRead() async throws {
    let store = try ContactDatabase.openFile(at: try copyOfVersionOneFile())
    #expect(try await store.changeStamp() == 0)
    let all = try await store.stampedContacts(after: .start, limit: 10)
    #expect(all.count == 5 && all.allSatisfy { $0.stamp == 0 })
    #expect(try await store.stampedContacts(after: .after(0), limit: 10).isEmpty)
  }

  @Test func migratingTwiceChangesNothing() async throws {
    let path = try copyOfVersionOneFile()
    let before = try await ContactDatabase.openFile(at: path).allContacts()
    let after = try await ContactDatabase.openFile(at: path).allContacts()
    #expect(before == after)
  }
}
