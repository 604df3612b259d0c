import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore

@Suite("Photos are kept in a table of their own, beside the contacts")
struct PhotoStoreTests {
  private let jpeg = SamplePhotos.jpeg(byteCount: 5000)

  private func photoRows(_ store: ContactDatabase) async throws -> Int {
    try await store.writer.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM contactPhoto") ?? -1
    }
  }

  @Test func deletingAContactDeletesItsPhoto() async throws {
    let store = try ContactDatabase.inMemory()
    let ada = try await store.create(draft("Ada Lovelace"))
    try await store.setPhoto(try ContactPhoto(jpeg), id: ada.id)
    #expect(try await photoRows(store) == 1)
    try await store.delete(id: ada.id)
    #expect(try await photoRows(store) == 0)
  }

  @Test func aListWindowSaysWhichOfItsContactsHaveAPhotoWithoutTheirBytes() async throws {
    let store = try ContactDatabase.inMemory()
    let contacts = try await create(appOrder, in: store)
    try await store.setPhoto(try ContactPhoto(jpeg), id: contacts[1].id)
    let page = try await store.page(PageRequest())
    #expect(page.contacts.map { $0.photo?.type } == [nil, .jpeg, nil, nil])
    #expect(page.contacts[1].photo?.byteCount == jpeg.count)
    // Editing the contact keeps its photo, and says so.
    let edited = try await store.update(id: contacts[1].id, with: draft("Ángel Díez"))
    #expect(edited.photo?.type == .jpeg)
  }

  @Test func aPhotoStampsItsContactAsChangedForSync() async throws {
    let store = try ContactDatabase.inMemory()
    let ada = try await store.create(draft("Ada Lovelace"))
    let before = try await store.changeStamp()
    try await store.setPhoto(try ContactPhoto(jpeg), id: ada.id)
    #expect(try await store.changeStamp() > before)
    let changed = try await store.stampedContacts(after: .after(before), limit: 10)
    #expect(changed.map(\.export.photo?.data) == [jpeg])
    // Setting the same photo again changes nothing.
    let after = try await store.changeStamp()
    try await store.setPhoto(try ContactPhoto(jpeg), id: ada.id)
    #expect(try await store.changeStamp() == after)
  }
}
