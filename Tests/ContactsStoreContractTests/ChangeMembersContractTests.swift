import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite("An import's change takes back exactly the contacts it added, whatever their ids")
struct ChangeMembersContractTests {
  @Test(arguments: StoreFactory.all)
  func undoingAnImportKeepsTheContactsOtherChangesAddedBetweenIts(_ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    // Imports and adds interleaved: the second import updates a contact of the first and
    // adds its own; the add comes between them.
    let first = try ["Ada Lovelace", "Bea Brown"].map(Self.card)
    _ = try await store.importContacts(first, dryRun: false) { _ in }
    let cy = try await store.create(try ContractBook.draft("Cy Young"))
    let second = try ["Ada Byron", "Dee Dee", "Eve Evans"].map(Self.card)
    _ = try await store.importContacts(second, dryRun: false) { _ in }
    #expect(try await ContractBook.names(in: store).count == 5)
    let outcome = try await store.undo(nil)
    #expect(outcome.change.kind == .importFile)
    // Dee and Eve go, Ada is put back, and the contacts of the other changes stay, unnamed.
    #expect(outcome.removed == 2 && outcome.putBack == 1 && outcome.keptCount == 0)
    #expect(
      try await ContractBook.names(in: store) == ["Ada Lovelace", "Bea Brown", "Cy Young"])
    #expect(try await store.undo(nil).change.contactID == cy.id)
    let back = try await store.undo(nil)
    #expect(back.change.kind == .importFile && back.removed == 2 && back.keptCount == 0)
    #expect(try await ContractBook.names(in: store).isEmpty)
  }

  @Test(arguments: StoreFactory.all)
  func rewindingRemovesOnlyTheContactsTheChangesSinceAdded(_ factory: StoreFactory) async throws {
    let clock = ManualClock()
    let store = try await factory.make(clock: clock.now).contacts
    _ = try await store.importContacts(try ["Ada Lovelace"].map(Self.card), dryRun: false) { _ in }
    clock.advance(seconds: 60)
    let point = clock.now()
    clock.advance(seconds: 60)
    _ = try await store.create(try ContractBook.draft("Cy Young"))
    _ = try await store.importContacts(try ["Dee Dee"].map(Self.card), dryRun: false) { _ in }
    let plan = try await store.rewindPlan(to: point)
    #expect(plan.removed.count == 2)
    _ = try await store.rewind(to: point)
    #expect(try await ContractBook.names(in: store) == ["Ada Lovelace"])
  }

  private static func card(_ fullName: String) throws -> ContactImport {
    let first = fullName.split(separator: " ")[0]
    return ContactImport(
      uid: "urn:uuid:\(first.lowercased())", draft: try ContractBook.draft(fullName))
  }
}
