import ContactsDomain
import GRDB
import Testing

@testable import ContactsStore

@Suite("List positions: the order the list-order index reads")
struct ListPositionTests {
  /// Every contact's position, in list order.
  private func positions(_ store: ContactDatabase) async throws -> [(id: Int64, position: Int64?)] {
    try await store.writer.read { db in
      try Row.fetchAll(db, sql: "SELECT id, listPosition FROM contact ORDER BY sortKey, id").map {
        (id: $0["id"], position: $0["listPosition"])
      }
    }
  }

  private func draft(_ first: String, _ last: String) throws -> ContactDraft {
    try ContactDraft(firstName: first, lastName: last)
  }

  @Test func contactsAddedIntoOneGapMoveOnlyTheirNeighboursAndKeepTheOrder() async throws {
    let store = try ContactDatabase.inMemory()
    for index in 0..<30 {
      _ = try await store.create(try draft("Ada", "Byron \(index)"))
      _ = try await store.create(try draft("Zoë", "Byron \(index)"))
    }
    _ = try await store.create(try draft("Dora", "Lovelace"))
    _ = try await store.create(try draft("Eve", "Lovelace"))
    let before = try await positions(store)
    // Forty names, each after the last, all between Dora and Eve: the gap fills at once.
    for index in 0..<40 {
      _ = try await store.create(try draft("Dora", "Lovelace \(index < 10 ? "0" : "")\(index)"))
    }
    let after = try await positions(store)
    let placed = after.compactMap(\.position)
    #expect(placed.count == 102)
    #expect(zip(placed, placed.dropFirst()).allSatisfy { $0 < $1 }, "\(placed)")
    // The first and last contacts stayed where they were: nothing was numbered afresh.
    #expect(after.first?.position != nil)
    #expect(after.first?.position == before.first?.position)
    #expect(after.last?.position == before.last?.position)
    let page = try await store.page(PageRequest(limit: 50, query: "lovelace 3"))
    #expect(page.contacts.map(\.lastName) == (30..<40).map { "Lovelace \($0)" })
  }

  @Test func aRenamedContactMovesToItsNewPlaceInTheIndex() async throws {
    let store = try ContactDatabase.inMemory()
    var ids: [Int64] = []
    for name in ["Ada", "Bea", "Cleo", "Dora"] {
      ids.append(try await store.create(try draft(name, "Hopper")).id)
    }
    _ = try await store.update(id: ids[0], with: try draft("Zoë", "Hopper"))
    #expect(try await positions(store).map(\.id) == Array(ids.dropFirst()) + [ids[0]])
    let placed = try await positions(store).compactMap(\.position)
    #expect(placed.count == 4 && zip(placed, placed.dropFirst()).allSatisfy { $0 < $1 })
    let page = try await store.page(PageRequest(limit: 2, query: "hopper"))
    #expect(page.contacts.map(\.firstName) == ["Bea", "Cleo"])
    let last = try await store.page(PageRequest(limit: 1, query: "zoe hop"))
    #expect(last.contacts.map(\.id) == [ids[0]])
  }
}
