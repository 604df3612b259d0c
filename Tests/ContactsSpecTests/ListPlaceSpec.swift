import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Testing

/// The list says where it stands ("51–100 of 120") and its index opens every script of the
/// book, in both builds alike.
@Suite("Where the list stands, and its index, MVVM and VIPER alike")
struct ListPlaceSpec {
  /// 110 people and ten names of other scripts, added in no order, in a new store of `factory`.
  private static func book(_ factory: StoreFactory) async throws -> any ContactRepository {
    let store = try await factory.make().contacts
    let people =
      (1...110).map { ("Person", String(String(1000 + $0).dropFirst())) }
      + [
        ("Борис", "Пастернак"), ("Анна", "Ахматова"), ("Σοφία", "Βέμπο"), ("Ωρίων", "Άστρο"),
        ("小明", "王"), ("はなこ", "やまだ"), ("민준", "김"), ("42", "Club"), ("Émile", "Zola"),
        ("Ёлка", "Новая"),
      ]
    for (first, last) in people.shuffled() {
      _ = try await store.create(try ContactDraft(firstName: first, lastName: last))
    }
    return store
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func eachWindowSaysWhereItStands(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let store = try await Self.book(factory)
    let app = architecture.app(store)
    let window = ContactListWindow()
    let first = try await app.list(.appear, in: window)
    #expect(first.place == ListPlace(before: 0, total: 120))
    let second = try await app.list(try #require(first.nextInput), in: window)
    #expect(second.place.map { $0.shown(rows: second.names.count) } == "51–100 of 120")
    let third = try await app.list(try #require(second.nextInput), in: window)
    #expect(third.place.map { $0.shown(rows: third.names.count) } == "101–120 of 120")
    let back = try await app.list(try #require(third.previousInput), in: window)
    #expect(back.place == second.place && back.names == second.names)
    // A search says no place: counting its matches would cost what the count saves.
    #expect(try await app.list(.search("person"), in: window).place == nil)
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func theIndexOpensEveryScriptAtItsFirstName(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let store = try await Self.book(factory)
    let app = architecture.app(store)
    let names = try await store.allContacts().map(\.fullName)
    let expected = [
      "#": "42 Club", "E": "Émile Zola", "P": "Person 001", "Σ": "Σοφία Βέμπο",
      "Ω": "Ωρίων Άστρο", "А": "Анна Ахматова", "Б": "Борис Пастернак", "Е": "Ёлка Новая",
      "あ": "はなこ やまだ", "漢": "小明 王", "한": "민준 김",
    ]
    for (label, name) in expected {
      let screen = try await app.list(.letter(label), in: ContactListWindow())
      #expect(screen.names.first == name, "\(label)")
      #expect(screen.place?.before == names.firstIndex(of: name), "\(label)")
    }
    let labels = ListIndex.scripts.flatMap(\.entries).map(\.label)
    #expect(Set(expected.keys).isSubset(of: labels))
  }

  @Test(arguments: StoreFactory.all)
  func theCountsFollowAddsRenamesDeletesAndImports(_ factory: StoreFactory) async throws {
    let store = try await Self.book(factory)
    let ada = try await store.create(try ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    var form = ContactForm(ada)
    form.firstName = "Zelda"
    _ = try await store.update(id: ada.id, with: try ContactDraft(form))
    try await store.delete(id: try #require(try await store.allContacts().first).id)
    let cards = (1...30).map {
      ContactImport(
        uid: "u\($0)", draft: try! ContactDraft(firstName: "Imported", lastName: "\($0)"))
    }
    _ = try await store.importContacts(cards, dryRun: false, progress: { _ in })
    let all = try await store.allContacts()
    let app = Architecture.mvvm.app(store)
    var screen = try await app.list(.appear, in: ContactListWindow(limit: 7))
    var seen = 0
    while true {
      #expect(screen.place == ListPlace(before: seen, total: all.count))
      seen += screen.names.count
      guard let next = screen.nextInput else { break }
      screen = try await app.list(next, in: ContactListWindow(limit: 7))
    }
    #expect(seen == all.count)
  }
}
