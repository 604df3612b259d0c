import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Testing

@Suite("The books screen says it once, for both builds")
struct BooksScreenTests {
  @Test func theScreenShowsItsContactsInTheOrderRead() {
    let contacts = Array(Contact.typedFour.prefix(2))
    let screen = BooksScreen(contacts: contacts)
    #expect(screen.rows == contacts.map(ContactViewModel.init))
    #expect(screen.notice == nil)
  }

  @Test func anEmptyScreenSaysSo() {
    #expect(BooksScreen(contacts: []).notice == "No books yet.")
  }

  @Test func aFailureToLoadItStartsWithItsOwnSentence() {
    #expect(
      AppFailure(.loadBooks, ContactStoreError.diskFull).message
        == "Could not load books: the disk is full; free some space and try again")
  }
}
