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

/// The duplicates page, the review of a merge, the merge and its Undo, for both builds, over
/// HTTP in process.
@Suite("Duplicates and merge pages")
struct DuplicatesPageTests {
  /// Two cards of one person sharing an email (one with its case changed) with different
  /// organizations, and a third contact.
  private func store(on served: ServedStore, first: String = "Ada", last: String = "Lovelace")
    async throws
    -> (any ContactRepository, Contact, Contact)
  {
    let store = try await served.openContacts()
    func card(_ email: String, _ organization: String) throws -> ContactDraft {
      try ContactDraft(
        ContactForm(
          firstName: first, lastName: last,
          emails: [LabeledValue(label: "work", value: email)], organization: organization))
    }
    let kept = try await store.create(card("ada@engine.org", "Engines"))
    let other = try await store.create(card("ADA@engine.org", "Royal Society"))
    _ = try await store.create(ContactDraft(firstName: "Bea", lastName: "Brown"))
    return (store, kept, other)
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func thePageListsEachPairWithItsLaneAndReasonAndLinksToTheReview(
    _ build: Architecture, _ served: ServedStore
  )
    async throws
  {
    let (store, kept, other) = try await store(on: served)
    try await makeApp(repository: store).test(.router) { client in
      let page = try await client.get(build.duplicatesPath)
      #expect(page.status == .ok)
      #expect(page.text.contains("<strong>Likely</strong>: same email ada@engine.org"))
      #expect(page.text.contains("href=\"\(build.detailsPath(kept.id))\">Ada Lovelace</a>"))
      #expect(page.text.contains("href=\"\(build.detailsPath(other.id))\">Ada Lovelace</a>"))
      #expect(page.text.contains("href=\"\(build.mergePath([kept.id, other.id]))\""))
      #expect(page.text.contains("<a href=\"\(build.duplicatesPath)\" aria-current=\"page\">"))
      // The shell links the page from every page.
      let list = try await client.get(build.listPath)
      #expect(list.text.contains("<li><a href=\"\(build.duplicatesPath)\">Duplicates</a></li>"))
      let identical = try await client.get(build.duplicatesPath(lane: .identical))
      #expect(identical.status == .ok)
      #expect(identical.text.contains("No duplicates found."))
      #expect(!identical.text.contains("Review and merge"))
      let bad = try await client.get(build.duplicatesPath + "?lane=%3Cb%3E")
      #expect(bad.status == .badRequest)
      #expect(
        bad.text.contains("“&lt;b&gt;” is not a lane: give one of identical, likely, possible."))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func namesAreEscapedOnBothPages(_ build: Architecture, _ served: ServedStore) async throws {
    let (store, kept, other) = try await store(
      on: served, first: "<script>alert(1)</script>", last: "Smith")
    try await makeApp(repository: store).test(.router) { client in
      for path in [build.duplicatesPath, build.mergePath([kept.id, other.id])] {
        let page = try await client.get(path)
        #expect(page.status == .ok)
        #expect(!page.text.contains("<script>alert"))
        #expect(page.text.contains("&lt;script&gt;alert(1)&lt;/script&gt; Smith"))
      }
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theReviewOffersTheValuesThatDifferAndTheMergeTakesTheOneChosenThenUndoes(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let (store, kept, other) = try await store(on: served)
    try await makeApp(repository: store).test(.router) { client in
      let review = try await client.get(build.mergePath([kept.id, other.id]))
      #expect(review.status == .ok)
      #expect(review.text.contains("<legend>Organization</legend>"))
      #expect(
        review.text.contains(
          "name=\"keep-organization\" value=\"\(kept.id)\" checked> <span>Engines"))
      #expect(
        review.text.contains(
          "name=\"keep-organization\" value=\"\(other.id)\"> <span>Royal Society"))
      #expect(!review.text.contains("<legend>Name</legend>"))
      // Nothing is written by the review.
      #expect(
        try await storedNames(store).sorted() == ["Ada Lovelace", "Ada Lovelace", "Bea Brown"])
      let session = try await client.openAddPage(build)
      let merged = try await client.post(
        build.duplicatesPath + "/merge",
        [("ids", "\(kept.id),\(other.id)"), ("keep-organization", String(other.id))],
        session: session)
      #expect(merged.status == .seeOther)
      let location = try #require(merged.headers[.location])
      #expect(location == build.detailsPath(kept.id) + "?merged=1")
      let details = try await client.get(location, headers: [.cookie: session.cookie])
      #expect(details.text.contains("Merged 2 contacts into Ada Lovelace. <input"))
      #expect(details.text.contains("Royal Society"))
      #expect(try await store.allContacts().map(\.organization).sorted() == ["", "Royal Society"])
      let change = try #require(details.inputValue("change"))
      let undone = try await client.post(build.undoPath, [("change", change)], session: session)
      #expect(undone.status == .ok)
      #expect(undone.text.contains("Undid “Merged 2 contacts into Ada Lovelace”"), "\(undone.text)")
      #expect(
        try await storedNames(store).sorted() == ["Ada Lovelace", "Ada Lovelace", "Bea Brown"])
      #expect(
        Set(try await store.allContacts().map(\.organization)) == ["", "Engines", "Royal Society"])
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aMergeWithoutTheTokenOrRefusedChangesNothing(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let (store, kept, other) = try await store(on: served)
    let before = try await store.allContacts()
    try await makeApp(repository: store).test(.router) { client in
      let forged = try await client.execute(
        uri: build.duplicatesPath + "/merge", method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "ids=\(kept.id),\(other.id)"))
      #expect(forged.status == .forbidden)
      let session = try await client.openAddPage(build)
      let refusals: [([(String, String)], HTTPResponse.Status, String)] = [
        ([("ids", "\(kept.id),99999")], .notFound, "there is no contact with id 99999"),
        ([("ids", "\(kept.id),\(kept.id)")], .unprocessableContent, "twice"),
        ([("ids", "\(kept.id)")], .unprocessableContent, "two"),
        // Refused before any is read: ids 1…51 hold no such contacts past the first two.
        (
          [("ids", (1...51).map(String.init).joined(separator: ","))], .unprocessableContent,
          "A merge takes at most 50 contacts at once"
        ),
        ([("ids", "x,<b>")], .badRequest, "“x,&lt;b&gt;” is not a list of contacts to merge"),
        (
          [("ids", "\(kept.id),\(other.id)"), ("keep-colour", String(other.id))], .badRequest,
          "“colour” is not a value a merge chooses"
        ),
      ]
      for (fields, status, sentence) in refusals {
        let answer = try await client.post(
          build.duplicatesPath + "/merge", fields, session: session)
        #expect(answer.status == status, "\(fields)")
        #expect(answer.text.contains(sentence), "\(fields): \(answer.text)")
        let review = try await client.get(
          build.duplicatesPath + "/merge?"
            + formEncoded(fields.filter { $0.0 == "ids" }))
        if fields.count == 1 { #expect(review.status == status, "\(fields)") }
      }
      #expect(try await store.allContacts() == before)
      // A stale form: the pair merged already, its form sent again, is refused.
      _ = try await client.post(
        build.duplicatesPath + "/merge", [("ids", "\(kept.id),\(other.id)")], session: session)
      let again = try await client.post(
        build.duplicatesPath + "/merge", [("ids", "\(kept.id),\(other.id)")], session: session)
      #expect(again.status.code >= 400 && again.status.code < 500, "\(again.text)")
      #expect(try await storedNames(store).sorted() == ["Ada Lovelace", "Bea Brown"])
    }
  }
}
