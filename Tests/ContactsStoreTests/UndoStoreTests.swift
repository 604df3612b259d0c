import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

@Suite(
  "Undo on SQLite: list positions moved to make room are not changes (the rest is in the store contract)"
)
struct UndoStoreTests {
  /// Seen failing first: adding contacts next to Bea made the list move her to make room,
  /// which stamped her, so undoing her edit after undoing the adds kept her as changed since.
  @Test func aContactMovedInTheListToMakeRoomIsNotChangedSince() async throws {
    let store = try ContactDatabase.inMemory()
    let people = try await create(["Ada Lovelace", "Bea Brown", "Cy Young"], in: store)
    var form = ContactForm(people[1])
    form.note = "Hello"
    _ = try await store.update(id: people[1].id, with: try ContactDraft(form))
    let added = try await create((1...40).map { "Bea\($0) Brown" }, in: store)
    for _ in added {
      let outcome = try await store.undo(nil)
      #expect(outcome.change.kind == .add && outcome.keptCount == 0, "\(outcome.kept)")
    }
    let outcome = try await store.undo(nil)
    #expect(outcome.change.kind == .edit && outcome.keptCount == 0)
    #expect(try await store.contact(id: people[1].id).note == "")
  }
}
