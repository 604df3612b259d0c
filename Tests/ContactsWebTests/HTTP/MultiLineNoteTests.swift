import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// Browsers send a textarea's line breaks as CRLF: a note with line breaks must round-trip.
@Suite("Multi-line notes over HTTP")
struct MultiLineNoteTests {
  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aNoteSentWithCRLFIsSavedWithLFAndTheContactStaysEditable(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let store = try await served.openContacts()
    let ada = try await store.create(
      ContactDraft(ContactForm(firstName: "Ada", lastName: "Lovelace", note: "First\nprogrammer")))
    try await makeApp(repository: store).test(.router) { client in
      for (lastName, note) in [("King", "First\r\nprogrammer"), ("Byron", "one\rtwo\r\nthree")] {
        let form = try await client.get(build.editPath(ada.id))
        let session = AddPageSession(token: try #require(form.inputValue(CSRFToken.fieldName)))
        let body = formEncoded([
          ("csrf", session.token), ("firstName", "Ada"), ("lastName", lastName), ("note", note),
          ("action", "done"),
        ])
        let answer = try await client.execute(
          uri: build.editPath(ada.id), method: .post,
          headers: [
            .contentType: "application/x-www-form-urlencoded", .cookie: session.cookie,
            .origin: "http://localhost",
          ],
          body: ByteBuffer(string: body))
        #expect(answer.status == .seeOther, "\(answer.alert ?? "")")
        let saved = try await store.contact(id: ada.id)
        #expect(saved.lastName == lastName)
        #expect(
          saved.note
            == note.replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n"))
      }
    }
  }
}
