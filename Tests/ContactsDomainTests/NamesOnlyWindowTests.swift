import ContactsDomain
import ContactsPresentation
import Testing

/// A list read as names alone reads every window that way.
@Suite("ContactListWindow and names-only windows")
struct NamesOnlyWindowTests {
  private func contact(_ id: Contact.ID, _ first: String, _ last: String) -> Contact {
    Contact(id: id, firstName: first, lastName: last)
  }

  @Test func theWindowsBeforeAndAfterANamesOnlyWindowAreReadAsNamesToo() {
    let rows = [contact(1, "Ada", "Lovelace"), contact(2, "Alan", "Turing")]
    for namesOnly in [true, false] {
      var window = ContactListWindow(limit: 2)
      let request = PageRequest(limit: 2, query: "a", namesOnly: namesOnly)
      window.show(ContactPage(contacts: rows, hasPrevious: true, hasNext: true), for: request)
      #expect(window.nextPage?.namesOnly == namesOnly)
      #expect(window.previousPage?.namesOnly == namesOnly)
      #expect(window.nextPage?.query == "a")
    }
  }
}
