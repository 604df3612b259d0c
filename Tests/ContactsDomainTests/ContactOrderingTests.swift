import ContactsDomain
import ContactsPresentation
import Testing

@Suite("The one ordering: ContactSortKey and ContactPosition")
struct ContactOrderingTests {
  private static let appOrder = ["adam smith", "Ángel Díaz", "émile zola", "Zoe Adams"]

  private func key(_ fullName: String) -> ContactSortKey {
    ContactSortKey(fullName: fullName)
  }

  // MARK: - ContactSortKey

  @Test func foldsCaseAndAccentsBeforeComparing() {
    let keys = Self.appOrder.map(key)
    #expect(keys[0] < keys[1])
    #expect(keys[1] < keys[2])
    #expect(keys[2] < keys[3])
  }

  @Test func sortingAnyPermutationGivesTheAppOrder() {
    let names = Self.appOrder
    for shuffled in [names.reversed(), [names[2], names[0], names[3], names[1]]] {
      #expect(shuffled.sorted { key($0) < key($1) } == names)
    }
  }

  @Test func namesDifferingOnlyInCaseAreDistinctAndOrderedTheSameWayEachTime() {
    let upper = key("Adam Smith")
    let lower = key("adam smith")
    #expect(upper != lower)
    #expect(upper < lower)
    #expect(!(lower < upper))
    #expect(key("Adam Smith") == upper)
  }

  @Test func namesDifferingOnlyInAccentsAreDistinctAndNextToEachOther() {
    let plain = key("Emile Zola")
    let accented = key("Émile Zola")
    #expect(plain != accented)
    #expect(plain < accented || accented < plain)
    // Neither lets another name slip in between, such as "Emile Zolb".
    #expect(max(plain, accented) < key("Emile Zolb"))
  }

  @Test func aShorterNameThatIsAPrefixComesFirst() {
    #expect(key("Ada Lovelace") < key("Adam Smith"))
    #expect(key("Adam Smith") < key("Adam Smithson"))
    #expect(key("Ada Lovelace") < key("ADAM SMITH"))
  }

  @Test func aKeyIsNotBeforeItself() {
    let ada = key("Ada Lovelace")
    #expect(!(ada < ada))
    #expect(ada == ContactSortKey(rawValue: ada.rawValue))
  }

  @Test func theRawValueComparesAsUTF8BytesLikeSQLitesBinaryCollation() {
    let names = [
      "Zoe Adams", "Ángel Díaz", "adam smith", "Adam Smith", "émile zola", "Ada Lovelace",
    ]
    let byKey = names.sorted { key($0) < key($1) }
    let byBytes = names.sorted {
      Array(key($0).rawValue.utf8).lexicographicallyPrecedes(Array(key($1).rawValue.utf8))
    }
    #expect(byKey == byBytes)
  }

  // MARK: - ContactPosition

  @Test func positionsFollowTheSortKeyWhateverTheIds() {
    let contacts = [
      Contact(id: 1, firstName: "Zoe", lastName: "Adams"),
      Contact(id: 2, firstName: "émile", lastName: "zola"),
      Contact(id: 3, firstName: "Ángel", lastName: "Díaz"),
      Contact(id: 4, firstName: "adam", lastName: "smith"),
    ]
    let sorted = contacts.sorted { $0.position < $1.position }
    #expect(sorted.map(\.fullName) == Self.appOrder)
  }

  @Test func equalNamesAreOrderedById() {
    let older = Contact(id: 7, firstName: "Ada", lastName: "Lovelace")
    let newer = Contact(id: 12, firstName: "Ada", lastName: "Lovelace")
    #expect(older.position < newer.position)
    #expect(!(newer.position < older.position))
    #expect(older.position != newer.position)
  }

  @Test func theSortKeyWinsOverTheId() {
    let ada = Contact(id: 99, firstName: "Ada", lastName: "Lovelace")
    let zoe = Contact(id: 1, firstName: "Zoe", lastName: "Adams")
    #expect(ada.position < zoe.position)
    #expect(!(zoe.position < ada.position))
  }

  @Test func aContactsPositionUsesItsFullNameAndId() {
    let contact = Contact(id: 5, firstName: "Ángel", lastName: "Díaz")
    #expect(contact.position == ContactPosition(sortKey: key("Ángel Díaz"), id: 5))
  }

  @Test func rowsCompareByPosition() {
    let first = ContactViewModel(Contact(id: 2, firstName: "adam", lastName: "smith"))
    let second = ContactViewModel(Contact(id: 1, firstName: "Ángel", lastName: "Díaz"))
    #expect(first < second)
    #expect(!(second < first))
  }
}
