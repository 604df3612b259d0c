import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

/// Where the index beside the list leads: each key's first contact at or after it, which a
/// store may read for every key at once, the same as the list's own windows give.
@Suite("Each key's first contact, as the list's windows give it", .removesTemporaryFolders)
struct FirstPositionsContractTests {
  /// Names in several scripts, some sharing a first letter, some in a group.
  private static let book: [(name: String, groups: [String])] = [
    ("Zoe Adams", ["Family"]), ("émile zola", []), ("adam smith", ["Family"]),
    ("Ángel Díaz", []), ("Ada Lovelace", []), ("Øystein Olsen", ["Family"]), ("Bea Brown", []),
    ("Ярослав Мудрый", ["Family"]), ("李 小龙", []), ("007 Bond", []), ("Mia Wong", ["Family"]),
  ]

  /// Keys before, between, at and after the names: the start, each letter, past the last.
  private static let keys = [
    "", "A", "Ad", "B", "C", "E", "M", "N", "O", "Z", "Zz", "Я", "李", "龙龙",
  ]
  .map { ContactSortKey(fullName: $0) }

  @Test(arguments: StoreFactory.all)
  func everyKeyLeadsToTheFirstContactAtOrAfterIt(_ factory: StoreFactory) async throws {
    let store = try await factory.make().contacts
    for (name, groups) in Self.book {
      var form = ContractBook.form(name)
      form.groups = groups
      _ = try await store.create(try ContactDraft(form))
    }
    _ = try await store.delete(id: try #require(try await store.allContacts().first).id)
    for (query, group) in [("", nil), ("", "Family"), ("  ", nil), ("a", nil), ("o", "Family")] {
      let listed = try await store.page(PageRequest(limit: 100, query: query, group: group))
      let expected = Self.keys.map { key in
        listed.contacts.first { $0.position.sortKey >= key }?.position
      }
      let found = try await store.firstPositions(
        atOrAfter: Self.keys, query: query, group: group)
      #expect(found == expected, "query \"\(query)\", group \(group ?? "none")")
      #expect(found.contains { $0 == nil } && found.contains { $0 != nil })
    }
  }
}
