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

/// Details, edit, delete, search and windows, for both builds, over HTTP in process.
@Suite("Address book pages")
struct AddressBookPageTests {
  private func store() async throws -> (ContactDatabase, Contact) {
    let store = try ContactDatabase.inMemory()
    let ada = try await store.create(
      ContactDraft(
        ContactForm(
          firstName: "Ada", lastName: "Lovelace",
          phones: [LabeledValue(label: "mobile", value: "+44 20 7946 0000")],
          emails: [LabeledValue(label: "work", value: "ada@engine.org")],
          organization: "Analytical <Engines>", note: "First\nprogrammer")))
    for (first, last) in [("Zoe", "Adams"), ("émile", "zola"), ("Bea", "Brown")] {
      _ = try await store.create(ContactDraft(firstName: first, lastName: last))
    }
    return (store, ada)
  }

  @Test(arguments: Architecture.allCases)
  func theListLinksEachRowToItsDetails(_ build: Architecture) async throws {
    let (store, ada) = try await store()
    try await makeApp(repository: store).test(.router) { client in
      let list = try await client.get(build.listPath)
      #expect(list.text.contains("<a href=\"\(build.detailsPath(ada.id))\">"))
      let details = try await client.get(build.detailsPath(ada.id))
      #expect(details.status == .ok)
      #expect(details.text.contains("<title>Ada Lovelace</title>"))
      #expect(
        details.text.contains(
          "<span class=\"initials large colour-\(ContactCard(ada).avatarColour)\" "
            + "data-initials=\"AL\" aria-hidden=\"true\"></span>"))
      #expect(details.text.contains("<a href=\"tel:+442079460000\">+44 20 7946 0000</a>"))
      #expect(details.text.contains("<a href=\"mailto:ada@engine.org\">ada@engine.org</a>"))
      #expect(details.text.contains("Analytical &lt;Engines&gt;"))
      #expect(details.text.contains("First\nprogrammer"))
      #expect(details.text.contains("href=\"\(build.editPath(ada.id))\">Edit</a>"))
      #expect(details.text.contains("href=\"\(build.deletePath(ada.id))\">Delete</a>"))
    }
  }

  @Test(arguments: Architecture.allCases)
  func aMissingContactGets404WithAReadableSentence(_ build: Architecture) async throws {
    let (store, _) = try await store()
    try await makeApp(repository: store).test(.router) { client in
      for path in [build.detailsPath(99), build.editPath(99), build.deletePath(99)] {
        let page = try await client.get(path)
        #expect(page.status == .notFound)
        #expect(
          page.alert
            == "Could not load the contact: there is no contact with id 99; it may have been deleted"
        )
      }
    }
  }

  @Test(arguments: Architecture.allCases)
  func aLockedDatabaseGets500WithItsSentenceNot404(_ build: Architecture) async throws {
    try await makeApp(repository: RepositorySpy(failure: .locked)).test(.router) { client in
      for path in [build.detailsPath(1), build.editPath(1), build.deletePath(1)] {
        let page = try await client.get(path)
        #expect(page.status == .internalServerError)
        #expect(
          page.alert
            == "Could not load the contact: the database is locked by another program; "
            + "try again in a moment")
      }
    }
  }

  @Test(arguments: Architecture.allCases)
  func doneOnTheEditPageReturnsToTheContactAndItsRowMoves(_ build: Architecture) async throws {
    let (store, ada) = try await store()
    try await makeApp(repository: store).test(.router) { client in
      let form = try await client.get(build.editPath(ada.id))
      #expect(form.text.contains("<title>Edit Contact</title>"))
      #expect(form.inputValue("lastName") == "Lovelace")
      let session = AddPageSession(token: try #require(form.inputValue(CSRFToken.fieldName)))
      let answer = try await client.post(
        build.editPath(ada.id),
        [
          ("firstName", "Cleo"), ("lastName", "Lovelace"), ("phoneLabel", "mobile"),
          ("phone", "+44 20 7946 0000"), ("phoneLabel", "home"), ("phone", "555 0100"),
          ("emailLabel", ""), ("email", ""), ("organization", ""), ("note", ""),
          ("action", "done"),
        ], session: session)
      #expect(answer.status == .seeOther)
      #expect(answer.headers[.location] == build.detailsPath(ada.id) + "?edited=1")
      let details = try await client.get(build.detailsPath(ada.id))
      #expect(details.text.contains("<title>Cleo Lovelace</title>"))
      let list = try await client.get(build.listPath)
      #expect(list.listedNames == ["Bea Brown", "Cleo Lovelace", "émile zola", "Zoe Adams"])
      let saved = try await store.contact(id: ada.id)
      #expect(saved.phones.map(\.value) == ["+44 20 7946 0000", "555 0100"])
      #expect(saved.emails.isEmpty && saved.organization.isEmpty)
    }
  }

  @Test(arguments: Architecture.allCases)
  func aBadEmailOnTheEditPageGets422AndChangesNothing(_ build: Architecture) async throws {
    let (store, ada) = try await store()
    try await makeApp(repository: store).test(.router) { client in
      let form = try await client.get(build.editPath(ada.id))
      let session = AddPageSession(token: try #require(form.inputValue(CSRFToken.fieldName)))
      let answer = try await client.post(
        build.editPath(ada.id),
        [("firstName", "Ada"), ("lastName", "King"), ("emailLabel", "work"), ("email", "ada@")],
        session: session)
      #expect(answer.status == .unprocessableContent)
      #expect(answer.alert == "“ada@” is not an email address like name@example.com")
      #expect(answer.inputValue("lastName") == "King")
      #expect(try await store.contact(id: ada.id) == ada)
    }
  }

  @Test(arguments: Architecture.allCases)
  func cancelOnTheEditPageGoesBackToTheDetails(_ build: Architecture) async throws {
    let (store, ada) = try await store()
    try await makeApp(repository: store).test(.router) { client in
      let form = try await client.get(build.editPath(ada.id))
      let session = AddPageSession(token: try #require(form.inputValue(CSRFToken.fieldName)))
      let answer = try await client.post(
        build.editPath(ada.id), [("lastName", "X"), ("action", "cancel")],
        session: session)
      #expect(answer.headers[.location] == build.detailsPath(ada.id))
      #expect(try await store.contact(id: ada.id) == ada)
    }
  }

  @Test(arguments: Architecture.allCases)
  func cancelOnTheDeleteConfirmationGoesBackToTheDetailsAndDeletesNothing(_ build: Architecture)
    async throws
  {
    let (store, ada) = try await store()
    try await makeApp(repository: store).test(.router) { client in
      let confirm = try await client.get(build.deletePath(ada.id))
      #expect(confirm.text.contains("value=\"cancel\" class=\"secondary\">Cancel</button>"))
      let session = AddPageSession(token: try #require(confirm.inputValue(CSRFToken.fieldName)))
      let answer = try await client.post(
        build.deletePath(ada.id), [("action", "cancel")], session: session)
      #expect(answer.headers[.location] == build.detailsPath(ada.id))
      #expect(try await store.contact(id: ada.id) == ada)
    }
  }

  @Test(arguments: Architecture.allCases)
  func deleteAsksFirstThenDeletesOnAPostWithTheToken(_ build: Architecture) async throws {
    let (store, ada) = try await store()
    try await makeApp(repository: store).test(.router) { client in
      let confirm = try await client.get(build.deletePath(ada.id))
      #expect(
        confirm.text.contains(
          "<title>Delete Ada Lovelace? It goes to Recently deleted, where it can be restored.</title>"
        ))
      #expect(try await store.allContacts().count == 4)
      let session = AddPageSession(token: try #require(confirm.inputValue(CSRFToken.fieldName)))
      let forged = try await client.execute(
        uri: build.deletePath(ada.id), method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded", .cookie: session.cookie],
        body: ByteBuffer(string: "csrf=0000"))
      #expect(forged.status == .forbidden)
      #expect(try await store.allContacts().count == 4)
      let answer = try await client.post(build.deletePath(ada.id), [], session: session)
      #expect(answer.headers[.location] == "\(build.listPath)?deleted=1")
      let list = try await client.get(try #require(answer.headers[.location]))
      // Without the browser's cookie there is no token for an Undo button: the plain notice.
      #expect(list.text.contains("Contact deleted."))
      #expect(list.listedNames == ["Bea Brown", "émile zola", "Zoe Adams"])
    }
  }

  @Test(arguments: Architecture.allCases)
  func theSearchFieldFindsNamesEmailsAndDigits(_ build: Architecture) async throws {
    let (store, _) = try await store()
    try await makeApp(repository: store).test(.router) { client in
      #expect(try await client.get(build.listPath).text.contains("<label for=\"q\">Search</label>"))
      for (query, names) in [
        ("EMILE", ["émile zola"]), ("engine.org", ["Ada Lovelace"]),
        ("7946-0000", ["Ada Lovelace"]),
      ] {
        let page = try await client.get(
          build.listPath + "?q=" + formEncoded([("", query)]).dropFirst())
        #expect(page.listedNames == names, "\(query)")
        #expect(page.inputValue("q") == query)
      }
      let none = try await client.get(build.listPath + "?q=zzz")
      #expect(none.text.contains(ListScreen.noResultsSentence("zzz")))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func nextPreviousAndLettersWalkTheListInWindows(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let store = try await served.openContacts()
    for index in 0..<60 {
      _ = try await store.create(
        ContactDraft(firstName: "Person", lastName: String(format: "%03d", index)))
    }
    _ = try await store.create(ContactDraft(firstName: "Zed", lastName: "Last"))
    try await makeApp(repository: store).test(.router) { client in
      let first = try await client.get(build.listPath)
      #expect(first.listedNames.count == 50)
      #expect(!first.text.contains("rel=\"prev\""))
      let next = try #require(first.text.firstMatch(of: /rel="next" href="([^"]+)"/)).output.1
      let second = try await client.get(String(next).replacingOccurrences(of: "&amp;", with: "&"))
      #expect(second.listedNames.first == "Person 050")
      #expect(second.listedNames.last == "Zed Last")
      #expect(second.text.contains("rel=\"prev\""))
      let z = try await client.get(build.listPath + "?letter=Z")
      #expect(z.listedNames == ["Zed Last"])
    }
  }
}
