import ContactsDomain
import ContactsPresentation
import HTTPTypes
import Testing

@testable import ContactsWeb

@Suite("The status of a failure's page")
struct FailureStatusTests {
  /// An error no layer describes, as a bug would throw.
  private struct Bug: Error {}

  @Test func anUnexpectedFailureIsTheServersFaultNotTheRequests() {
    #expect(AppFailure(.loadContacts, Bug()).status == .internalServerError)
  }

  @Test func aFileTheRequestSentThatCannotBeReadIsTheRequestsFault() {
    let unreadable = AppFailure(.importContacts, ImportError.unreadable(fileName: "a"))
    #expect(unreadable.status == .unprocessableContent)
  }
}
