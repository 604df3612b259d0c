import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The details page's history line, the History and version pages, Revert, and Rewind, for
/// both builds, over HTTP in process.
@Suite("History, revert and rewind pages")
struct HistoryPageTests {
  /// A book with Ada Lovelace, once Ada Byron (and a phone since), and Bea Brown.
  private func book() async throws -> (RepositorySpy, Contact) {
    let spy = RepositorySpy()
    var form = ContactForm(firstName: "Ada", lastName: "Byron")
    let ada = try await spy.create(try ContactDraft(form))
    form.lastName = "Lovelace"
    form.phones = [LabeledValue(label: "home", value: "555 0100")]
    _ = try await spy.update(id: ada.id, with: try ContactDraft(form))
    _ = try await spy.create(try ContactDraft(firstName: "Bea", lastName: "Brown"))
    return (spy, ada)
  }

  @Test(arguments: Architecture.allCases)
  func theDetailsLinkToTheHistoryWhichListsTheVersionsWithRevert(_ build: Architecture)
    async throws
  {
    let (spy, ada) = try await book()
    try await makeApp(repository: spy).test(.router) { client in
      let details = try await client.get(build.detailsPath(ada.id))
      #expect(
        details.text.contains(
          "Edited once — <a href=\"\(build.historyPath(ada.id))\">see earlier versions</a>"))
      let bea = try await client.get(build.detailsPath(ada.id + 1))
      #expect(!bea.text.contains("see earlier versions"))
      let history = try await client.get(build.historyPath(ada.id))
      #expect(history.status == .ok)
      #expect(history.text.contains("<h1>History of Ada Lovelace</h1>"))
      #expect(history.text.contains("Edited: Name, Phone"))
      #expect(
        history.text.contains(
          "<ul class=\"changes\"><li>Last name: Byron → Lovelace</li>"
            + "<li>Added phone home 555 0100</li></ul>"))
      #expect(history.text.contains("action=\"\(build.revertPath(ada.id, 1))\""))
      let version = try await client.get(build.versionPath(ada.id, 1))
      #expect(version.text.contains("<h1>Ada Byron, version 1</h1>"))
      #expect(!version.text.contains("555 0100"))
      #expect(try await client.get(build.versionPath(ada.id, 2)).status == .notFound)
    }
  }

  @Test(arguments: Architecture.allCases)
  func eachChangeIsEscapedAndALongValueCut(_ build: Architecture) async throws {
    let spy = RepositorySpy()
    var form = ContactForm(firstName: "Ada", lastName: "Byron")
    let ada = try await spy.create(try ContactDraft(form))
    form.note = "<b>bold</b> " + String(repeating: "x", count: 300)
    _ = try await spy.update(id: ada.id, with: try ContactDraft(form))
    try await makeApp(repository: spy).test(.router) { client in
      let history = try await client.get(build.historyPath(ada.id))
      let cut = String(repeating: "x", count: FieldChanges.valueLength - 13) + "…"
      #expect(history.text.contains("<li>Added note &lt;b&gt;bold&lt;/b&gt; \(cut)</li>"))
    }
  }

  @Test(arguments: Architecture.allCases)
  func revertLeadsBackToTheDetailsWithTheUndoOffer(_ build: Architecture) async throws {
    let (spy, ada) = try await book()
    try await makeApp(repository: spy).test(.router) { client in
      let session = try await client.openAddPage(build)
      let answer = try await client.post(build.revertPath(ada.id, 1), [], session: session)
      #expect(answer.status == .seeOther)
      let location = try #require(answer.headers[.location])
      #expect(location.hasPrefix(build.detailsPath(ada.id) + "?"))
      let details = try await client.get(location, headers: [.cookie: session.cookie])
      #expect(details.text.contains("<h1>Ada Byron</h1>"))
      #expect(details.text.contains("action=\"\(build.undoPath)\""))
      let forged = try await client.execute(
        uri: build.revertPath(ada.id, 1), method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded", .cookie: session.cookie],
        body: ByteBuffer(string: "csrf=0000"))
      #expect(forged.status == .forbidden)
    }
  }

  @Test(arguments: Architecture.allCases)
  func rewindShowsTheDryRunThenRewindsOnConfirm(_ build: Architecture) async throws {
    let (spy, _) = try await book()
    try await makeApp(repository: spy).test(.router) { client in
      #expect(
        try await client.get(build.listPath).text.contains(
          "<a href=\"\(build.rewindPath)\">Rewind</a>"))
      let empty = try await client.get(build.rewindPath)
      #expect(empty.status == .ok)
      #expect(empty.text.contains("<label for=\"to\">"))
      let refused = try await client.get(build.rewindPath + "?to=%3Cb%3Eyesterday")
      #expect(refused.status == .unprocessableContent)
      #expect(refused.text.contains("“&lt;b&gt;yesterday” is not a time"))
      let plan = try await client.get(build.rewindPath + "?to=2000-01-01+00%3A00")
      #expect(plan.text.contains("2 contacts added since would go to Recently deleted"))
      #expect(try await spy.page(PageRequest(limit: 5)).contacts.count == 2)
      let to = try #require(plan.inputValue("to").flatMap { $0.isEmpty ? nil : $0 })
      let token = try #require(plan.inputValue(CSRFToken.fieldName))
      let done = try await client.post(
        build.rewindPath, [("to", to)], session: AddPageSession(token: token))
      #expect(done.status == .ok)
      #expect(done.text.contains("2 contacts added since went to Recently deleted"))
      #expect(try await spy.page(PageRequest(limit: 5)).contacts.isEmpty)
    }
  }
}
