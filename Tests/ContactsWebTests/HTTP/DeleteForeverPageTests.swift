import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsStore
import ContactsTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// Delete forever on Recently deleted asks first, naming the contact, as a page of its own
/// (no JavaScript), and its answer is behind the token check; for both builds, in process.
@Suite("Delete forever asks first")
struct DeleteForeverPageTests {
  private func deletedAda(on served: ServedStore) async throws -> (any ContactRepository, Contact) {
    let store = try await served.openContacts()
    let ada = try await store.create(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    try await store.delete(id: ada.id)
    return (store, ada)
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theRowLinksToAQuestionNamingTheContactAndCancelKeepsIt(
    _ build: Architecture, _ served: ServedStore
  )
    async throws
  {
    let (store, ada) = try await deletedAda(on: served)
    try await makeApp(repository: store).test(.router) { client in
      let page = try await client.get(build.recentlyDeletedPath)
      #expect(
        page.text.contains("<a class=\"button danger\" href=\"\(build.deleteForeverPath(ada.id))\"")
      )
      #expect(!page.text.contains("action=\"\(build.deleteForeverPath(ada.id))\""))
      let question = try await client.get(build.deleteForeverPath(ada.id))
      #expect(question.status == .ok)
      #expect(
        question.text.contains(
          "<p id=\"confirm-question\">Delete Ada Lovelace for good? It cannot be restored.</p>"))
      #expect(question.text.contains("<title>Delete Ada Lovelace for good?"))
      #expect(
        question.text.contains(
          "<form class=\"confirm\" method=\"post\" action=\"\(build.deleteForeverPath(ada.id))\""))
      let session = AddPageSession(token: try #require(question.inputValue(CSRFToken.fieldName)))
      let cancelled = try await client.post(
        build.deleteForeverPath(ada.id), [("action", "cancel")], session: session)
      #expect(cancelled.headers[.location] == build.recentlyDeletedPath)
      #expect(try await store.deletedContacts(limit: 10).map(\.id) == [ada.id])
      let deleted = try await client.post(build.deleteForeverPath(ada.id), [], session: session)
      #expect(try await store.deletedContacts(limit: 10).isEmpty)
      let after = try await client.get(try #require(deleted.headers[.location]))
      #expect(after.text.contains("<p class=\"notice\" role=\"status\">Deleted for good.</p>"))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aQuestionAboutAContactNotInRecentlyDeletedIsNotFound(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let (store, ada) = try await deletedAda(on: served)
    _ = try await store.restore(id: ada.id)
    try await makeApp(repository: store).test(.router) { client in
      let answer = try await client.get(build.deleteForeverPath(ada.id))
      #expect(answer.status == .notFound)
      #expect(answer.text.contains("contact \(ada.id) is not in Recently deleted"))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theAnswerWithoutOurTokenDeletesNothing(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let (store, ada) = try await deletedAda(on: served)
    try await makeApp(repository: store).test(.router) { client in
      let session = try await client.openAddPage(build)
      let forged = try await client.execute(
        uri: build.deleteForeverPath(ada.id), method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded", .cookie: session.cookie],
        body: ByteBuffer(string: "csrf=0000"))
      #expect(forged.status == .forbidden)
      #expect(try await store.deletedContacts(limit: 10).map(\.id) == [ada.id])
    }
  }
}
