import ContactsDomain
import ContactsPresentation
import Testing

@Suite("readableMessage and the errors a person reads")
struct ReadableMessageTests {
  private struct SocketClosed: Error, CustomStringConvertible {
    var description: String { "the socket closed" }
  }

  @Test func aUserFacingErrorShowsItsMessageAfterTheAction() {
    #expect(
      readableMessage("Could not save the contact", ContactStoreError.diskFull)
        == "Could not save the contact: the disk is full; free some space and try again")
  }

  @Test func aValidationErrorShowsItsAlertAfterTheAction() {
    #expect(
      readableMessage("Could not save the contact", ContactValidationError.missingName)
        == "Could not save the contact: A contact must have first and last names")
  }

  @Test func anyOtherErrorShowsItsDescriptionAfterTheAction() {
    #expect(
      readableMessage("Could not load contacts", SocketClosed())
        == "Could not load contacts: the socket closed")
  }

  @Test func storeErrorsNameTheFileWhenItMatters() {
    #expect(
      ContactStoreError.notADatabase(path: "/tmp/x.sqlite").message
        == "/tmp/x.sqlite is not a contacts database, or it is damaged")
    #expect(
      ContactStoreError.cannotOpen(path: "/tmp/x.sqlite", reason: "no room").message
        == "cannot open the database at /tmp/x.sqlite (no room)")
    #expect(
      ContactStoreError.locked.message
        == "the database is locked by another program; try again in a moment")
    #expect(ContactStoreError.failed("constraint failed").message == "constraint failed")
  }
}
