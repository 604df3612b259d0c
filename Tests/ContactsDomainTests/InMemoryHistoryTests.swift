import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

/// The spy's history: the in-memory reference the store's change log is checked against.
@Suite("The in-memory history, revert and rewind")
struct InMemoryHistoryTests {
  private let start = Date(timeIntervalSince1970: 1_795_694_400)

  private func at(_ minutes: Double) -> Date { start.addingTimeInterval(minutes * 60) }

  private func draft(_ first: String, _ last: String, phone: String = "") throws -> ContactDraft {
    var form = ContactForm(firstName: first, lastName: last)
    if !phone.isEmpty { form.phones = [LabeledValue(label: "", value: phone)] }
    return try ContactDraft(form)
  }

  @Test func everyEditAndPhotoKeepsTheVersionItReplacedNewestFirst() async throws {
    let spy = RepositorySpy()
    await spy.setDate(at(0))
    let ada = try await spy.create(try draft("Ada", "Byron"))
    await spy.setDate(at(1))
    _ = try await spy.update(id: ada.id, with: try draft("Ada", "Lovelace"))
    await spy.setDate(at(2))
    try await spy.setPhoto(try ContactPhoto(SamplePhotos.png), id: ada.id)
    let history = try await spy.history(of: ada.id, limit: 10)
    #expect(history.total == 2)
    #expect(history.versions.map(\.number) == [2, 1])
    #expect(history.versions.map(\.replacedAt) == [at(2), at(1)])
    #expect(history.versions.last?.contact.lastName == "Byron")
    #expect(try await spy.history(of: ada.id, limit: 1).versions.map(\.number) == [2])
    await #expect(throws: ContactStoreError.notFound(99)) {
      try await spy.history(of: 99, limit: 1)
    }
  }

  @Test func revertPutsTheVersionBackKeepsTheCurrentOneAndUndoTakesItBack() async throws {
    let spy = RepositorySpy()
    let ada = try await spy.create(try draft("Ada", "Byron", phone: "555"))
    _ = try await spy.update(id: ada.id, with: try draft("Ada", "Lovelace"))
    let reverted = try await spy.revert(id: ada.id, to: 1)
    #expect(reverted.lastName == "Byron")
    #expect(reverted.phones.map(\.value) == ["555"])
    let history = try await spy.history(of: ada.id, limit: 10)
    #expect(history.versions.first?.replacedBy == .revert)
    #expect(history.versions.first?.contact.lastName == "Lovelace")
    _ = try await spy.undo(nil)
    #expect(try await spy.contact(id: ada.id).lastName == "Lovelace")
    await #expect(throws: ContactStoreError.notFound(ada.id)) {
      try await spy.revert(id: ada.id, to: 9)
    }
  }

  @Test func rewindPutsTheBookBackAsItWasAndItsDryRunChangesNothing() async throws {
    let spy = RepositorySpy()
    await spy.setDate(at(0))
    let ada = try await spy.create(try draft("Ada", "Lovelace"))
    let bea = try await spy.create(try draft("Bea", "Brown"))
    let cid = try await spy.create(try draft("Cid", "Clark"))
    await spy.setDate(at(10))
    _ = try await spy.update(id: ada.id, with: try draft("Ada", "King"))
    try await spy.delete(id: bea.id)
    let dan = try await spy.create(try draft("Dan", "Drake"))
    _ = try await spy.update(id: cid.id, with: try draft("Cid", "Clark"))
    let plan = try await spy.rewindPlan(to: at(5))
    #expect(plan.removed == .init(count: 1, names: ["Dan Drake"]))
    #expect(plan.restored == .init(count: 1, names: ["Bea Brown"]))
    #expect(plan.reverted == .init(count: 1, names: ["Ada Lovelace"]))
    #expect(try await spy.contact(id: ada.id).lastName == "King")
    await spy.setDate(at(20))
    #expect(try await spy.rewind(to: at(5)) == plan)
    let names = try await spy.page(PageRequest(limit: 10)).contacts.map(\.fullName)
    #expect(names == ["Ada Lovelace", "Bea Brown", "Cid Clark"])
    #expect(try await spy.deletedContacts(limit: 10).map(\.id) == [dan.id])
    #expect(try await spy.history(of: ada.id, limit: 1).versions.first?.replacedBy == .rewind)
    #expect(try await spy.rewindPlan(to: at(5)).isEmpty)
  }
}
