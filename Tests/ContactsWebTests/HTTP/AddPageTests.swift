import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The add page and its form, for both builds, over HTTP in process.
@Suite("Add page")
struct AddPageTests {
  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theAddPageHasLabelledFieldsDoneAndCancel(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    try await makeApp(repository: served.openContacts()).test(.router) { client in
      let page = try await client.get(build.addPath)
      #expect(page.status == .ok)
      #expect(page.text.contains("<title>Add Contact</title>"))
      #expect(page.text.contains("<h1>Add Contact</h1>"))
      #expect(
        page.text.contains("<form class=\"add\" method=\"post\" action=\"\(build.addPath)\">"))
      #expect(page.text.contains("<label for=\"firstName\">First name</label>"))
      #expect(page.text.contains("<input id=\"firstName\" name=\"firstName\""))
      #expect(page.text.contains("<label for=\"lastName\">Last name</label>"))
      #expect(page.text.contains("<input id=\"lastName\" name=\"lastName\""))
      #expect(
        page.text.contains("<button type=\"submit\" name=\"action\" value=\"done\">Done</button>"))
      #expect(page.text.contains("value=\"cancel\" class=\"secondary\">Cancel</button>"))
      #expect(page.alert == nil)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theAddPageGivesAStrictHttpOnlyTokenCookieMatchingItsForm(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    try await makeApp(repository: served.openContacts()).test(.router) { client in
      let page = try await client.get(build.addPath)
      let token = try #require(page.inputValue("csrf"))
      #expect(token.count == 64)
      let cookie = try #require(page.headers[.setCookie]).components(separatedBy: "; ")
      #expect(cookie.first == "contacts_csrf=\(token)")
      #expect(Set(cookie.dropFirst()) == ["Path=/", "HttpOnly", "SameSite=Strict"])
      let again = try await client.get(build.addPath, headers: [.cookie: "contacts_csrf=\(token)"])
      #expect(again.inputValue("csrf") == token)
      #expect(again.headers[.setCookie] == nil)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func doneWithValidNamesStoresTheContactAndRedirectsToItsMarkedRow(
    _ build: Architecture, _ served: ServedStore
  )
    async throws
  {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.router) { client in
      let session = try await client.openAddPage(build)
      let answer = try await client.submit(
        build, firstName: "  Ada ", lastName: "Lovelace", session: session)
      let ada = try #require(try await store.allContacts().first)
      #expect(answer.status == .seeOther)
      #expect(
        answer.headers[.location]
          == "\(build.listPath)?around=\(ada.position.cursor)&saved=\(ada.id)#contact-\(ada.id)")
      #expect(ada.fullName == "Ada Lovelace")
      let list = try await client.get(try #require(answer.headers[.location]))
      #expect(list.text.contains("<li class=\"contact added\" id=\"contact-\(ada.id)\">"))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func doneWithABlankNameShowsTheAlertKeepsWhatWasTypedAndStoresNothing(
    _ build: Architecture, _ served: ServedStore
  )
    async throws
  {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.router) { client in
      let session = try await client.openAddPage(build)
      let page = try await client.submit(
        build, firstName: "Ada \"<b>\"", lastName: "   ", session: session)
      #expect(page.status == .unprocessableContent)
      #expect(page.text.contains("<title>Add Contact</title>"))
      #expect(page.alert == "A contact must have first and last names")
      #expect(page.inputValue("firstName") == "Ada &quot;&lt;b&gt;&quot;")
      #expect(page.inputValue("lastName") == "   ")
      #expect(page.inputValue("csrf") == session.token)
      #expect(try await store.allContacts().isEmpty)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func tooLongAndControlCharactersShowTheDomainsOwnAlerts(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.router) { client in
      let session = try await client.openAddPage(build)
      let long = try await client.submit(
        build, firstName: String(repeating: "a", count: 101), lastName: "Lovelace",
        session: session)
      #expect(long.status == .unprocessableContent)
      #expect(long.alert == "First name must be at most 100 characters")
      let control = try await client.submit(
        build, firstName: "Ada", lastName: "Love\u{7}lace", session: session)
      #expect(control.status == .unprocessableContent)
      #expect(control.alert == "Last name must not contain control characters")
      #expect(try await store.allContacts().isEmpty)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func cancelReturnsToTheListAndStoresNothing(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.router) { client in
      let session = try await client.openAddPage(build)
      let answer = try await client.submit(
        build, firstName: "Ada", lastName: "Lovelace", action: "cancel", session: session)
      #expect(answer.status == .seeOther)
      #expect(answer.headers[.location] == build.listPath)
      #expect(try await store.allContacts().isEmpty)
    }
  }

  @Test(arguments: Architecture.allCases)
  func aStoreThatCannotSaveShowsWhyWithStatus500(_ build: Architecture) async throws {
    try await makeApp(repository: RepositorySpy(failure: .diskFull)).test(.router) { client in
      let session = try await client.openAddPage(build)
      let page = try await client.submit(
        build, firstName: "Ada", lastName: "Lovelace", session: session)
      #expect(page.status == .internalServerError)
      #expect(
        page.alert == "Could not save the contact: the disk is full; free some space and try again")
      #expect(page.inputValue("firstName") == "Ada")
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aGarbledFormGets400AndStoresNothing(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.router) { client in
      let session = try await client.openAddPage(build)
      let answer = try await client.execute(
        uri: build.addPath, method: .post,
        headers: [
          .contentType: "application/x-www-form-urlencoded", .cookie: session.cookie,
        ],
        body: ByteBuffer(string: "csrf=\(session.token)&firstName=%ZZ&lastName=x"))
      #expect(answer.status == .badRequest)
      #expect(answer.alert == "The form could not be read.")
      #expect(try await store.allContacts().isEmpty)
    }
  }
}
