import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The list page of both builds, over HTTP in process.
@Suite("List page")
struct ListPageTests {
  @Test(arguments: Architecture.allCases, ServedStore.all)
  func anEmptyListSaysThereAreNoContacts(_ build: Architecture, _ served: ServedStore) async throws
  {
    try await makeApp(repository: served.openContacts()).test(.router) { client in
      let page = try await client.get(build.listPath)
      #expect(page.status == .ok)
      #expect(page.headers[.contentType] == "text/html; charset=utf-8")
      #expect(page.text.contains("<title>Contacts</title>"))
      #expect(page.text.contains("<h1>Contacts</h1>"))
      #expect(page.text.contains("No contacts yet."))
      #expect(page.text.contains("<a class=\"button\" href=\"\(build.addPath)\">Add contact</a>"))
      #expect(!page.text.contains("<ul class=\"contacts\""))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theListShowsEveryContactWithTheAvatarInTheAppsOrder(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let store = try await served.openContacts()
    for (first, last) in [
      ("Zoe", "Adams"), ("émile", "zola"), ("adam", "smith"), ("Ángel", "Díaz"),
    ] {
      _ = try await store.create(ContactDraft(firstName: first, lastName: last))
    }
    try await makeApp(repository: store).test(.router) { client in
      let page = try await client.get(build.listPath)
      #expect(page.status == .ok)
      #expect(page.listedNames == ["adam smith", "Ángel Díaz", "émile zola", "Zoe Adams"])
      #expect(
        page.text.matches(
          of:
            /<li class="contact" id="contact-\d+"><a href="\/\w+\/contacts\/\d+"><span class="initials small colour-\d" data-initials="\w+" aria-hidden="true"><\/span>/
        ).count == 4)
      #expect(!page.text.contains("No contacts yet."))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theRowNamedBySavedIsMarkedAndAnnounced(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let store = try await served.openContacts()
    _ = try await store.create(ContactDraft(firstName: "Alan", lastName: "Turing"))
    let ada = try await store.create(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    try await makeApp(repository: store).test(.router) { client in
      let page = try await client.get("\(build.listPath)?saved=\(ada.id)")
      #expect(page.text.contains("<li class=\"contact added\" id=\"contact-\(ada.id)\">"))
      #expect(page.text.matches(of: /class="contact added"/).count == 1)
      #expect(page.text.contains("<p class=\"notice\" role=\"status\">Saved Ada Lovelace.</p>"))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func anUnknownSavedIdMarksNothing(_ build: Architecture, _ served: ServedStore) async throws {
    let store = try await served.openContacts()
    _ = try await store.create(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    try await makeApp(repository: store).test(.router) { client in
      for query in ["?saved=999", "?saved=abc"] {
        let page = try await client.get(build.listPath + query)
        #expect(page.status == .ok)
        #expect(page.listedNames == ["Ada Lovelace"])
        #expect(!page.text.contains("added\""))
        #expect(!page.text.contains("role=\"status\""))
      }
    }
  }

  @Test(arguments: Architecture.allCases)
  func aFailingStoreShowsAReadableErrorNotAnEmptyList(_ build: Architecture) async throws {
    try await makeApp(repository: RepositorySpy(failure: .locked)).test(.router) { client in
      let page = try await client.get(build.listPath)
      #expect(page.status == .internalServerError)
      #expect(
        page.alert
          == "Could not load contacts: the database is locked by another program; try again in a moment"
      )
      #expect(!page.text.contains("No contacts yet."))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aNameThatLooksLikeMarkupIsShownAsText(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let store = try await served.openContacts()
    _ = try await store.create(
      ContactDraft(firstName: "<script>alert(1)</script>", lastName: "O'Brien & \"Co\""))
    try await makeApp(repository: store).test(.router) { client in
      let page = try await client.get(build.listPath)
      #expect(!page.text.contains("<script>"))
      #expect(
        page.listedNames == [
          "&lt;script&gt;alert(1)&lt;/script&gt; O&#39;Brien &amp; &quot;Co&quot;"
        ])
    }
  }

  @Test(arguments: ServedStore.all) func bothBuildsRenderTheSameListMarkupFromTheSameStore(
    _ served: ServedStore
  ) async throws {
    let store = try await served.openContacts()
    _ = try await store.create(ContactDraft(firstName: "Grace", lastName: "Hopper"))
    try await makeApp(repository: store).test(.router) { client in
      let lists = try await [Architecture.mvvm, .viper].asyncMap { build in
        try await client.get(build.listPath).text.firstMatch(
          of: /<ul class="contacts".*<\/ul>/.dotMatchesNewlines()
        )
        // Links lead into each build's own pages; everything else must be the same.
        .map { String($0.output).replacingOccurrences(of: build.listPath, with: "/BUILD/") }
      }
      #expect(lists[0] != nil)
      #expect(lists[0] == lists[1])
    }
  }
}

extension Array {
  /// The array mapped by an async transform, one element after the other.
  func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
    var results: [T] = []
    for element in self { results.append(try await transform(element)) }
    return results
  }
}
