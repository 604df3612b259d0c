import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsStore
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// User text on a page is cut where a line sums it up, never turns the rest of the line around,
/// and stays whole where the page is about it.
@Suite("Long and reversed text on the pages")
struct BoundedTextTests {
  private static let longName = String(repeating: "A", count: 5000) + "\u{202E}Z"

  @Test(arguments: Architecture.allCases)
  func aSkippedCardsLongReversedNameIsOneBoundedLineOnTheImportPage(_ build: Architecture)
    async throws
  {
    let card =
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:\(Self.longName);;;;\r\nFN:\(Self.longName)\r\n"
      + "END:VCARD\r\n"
    try await makeApp(repository: try ContactDatabase.inMemory()).test(.router) { client in
      let page = try await upload(client, build, card)
      #expect(page.text.contains("<p>Skipped 1 card:</p>"))
      #expect(!page.text.unicodeScalars.contains("\u{202E}"))
      #expect(page.text.contains("&lt;U+202E&gt;Z"))
      #expect(!page.text.contains(String(repeating: "A", count: ShownText.summaryLength)))
      #expect(page.text.contains("…"))
      #expect(page.text.contains("must be at most 100 characters"))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aLongNameIsCutInTheListAndWholeOnItsPage(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let store = try await served.openContacts()
    let words = (0..<40).map { "Word\($0)" }.joined(separator: " ")
    let long = try await store.create(
      ContactDraft(firstName: String(words.prefix(100)), lastName: String(words.suffix(100))))
    try await makeApp(repository: store).test(.router) { client in
      let list = try await client.get(build.listPath).text
      #expect(list.contains(ShownText.summary(long.fullName)))
      #expect(!list.contains(long.fullName))
      let details = try await client.get(build.detailsPath(long.id)).text
      #expect(details.contains("<h1>\(long.fullName)</h1>"))
    }
  }
}
