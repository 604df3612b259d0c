import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsStore
import ContactsTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// Where the list page stands, its Previous and Next above and below, and its index.
@Suite("List page: place, paging and index")
struct ListPlacePageTests {
  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theSecondWindowSaysWhereItStandsWithPagingAboveAndBelow(
    _ build: Architecture, _ served: ServedStore
  )
    async throws
  {
    let store = try await served.openContacts()
    for number in 1...120 {
      _ = try await store.create(
        try ContactDraft(firstName: "Person", lastName: String(String(1000 + number).dropFirst())))
    }
    try await makeApp(repository: store).test(.router) { client in
      let first = try await client.get(build.listPath)
      #expect(first.text.contains("<span class=\"place\">1–50 of 120</span>"))
      let next = try #require(first.text.firstMatch(of: /rel="next" href="([^"]*)"/)?.output.1)
      let second = try await client.get(String(next).replacing("&amp;", with: "&"))
      #expect(second.listedNames.first == "Person 051")
      #expect(second.text.contains("<span class=\"place\">51–100 of 120</span>"))
      let paging = second.text.matches(of: /<nav class="paging" aria-label="Pages (\w+) the list">/)
      #expect(paging.map { String($0.output.1) } == ["above", "below"])
      #expect(second.text.matches(of: /rel="prev"/).count == 2)
      #expect(second.text.matches(of: /rel="next"/).count == 2)
      // The rows sit between the two.
      let above = try #require(second.text.range(of: "Pages above the list"))
      let rows = try #require(second.text.range(of: "<ul class=\"contacts\""))
      let below = try #require(second.text.range(of: "Pages below the list"))
      #expect(above.lowerBound < rows.lowerBound && rows.lowerBound < below.lowerBound)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theIndexOffersEveryScriptLinksItsLettersWithNamesAndOpensCyrillic(
    _ build: Architecture, _ served: ServedStore
  )
    async throws
  {
    let store = try await served.openContacts()
    for (first, last) in [("Ada", "Lovelace"), ("Борис", "Пастернак"), ("Анна", "Ахматова")] {
      _ = try await store.create(try ContactDraft(firstName: first, lastName: last))
    }
    try await makeApp(repository: store).test(.router) { client in
      let page = try await client.get(build.listPath)
      for script in ListIndex.scripts {
        #expect(page.text.contains("aria-label=\"\(script.name)\" lang=\"\(script.language)\""))
        for entry in script.entries {
          let label = MarkupText.escaped(entry.label)
          let linked = page.text.contains(">\(label)</a>")
          #expect(linked == ["A", "А", "Б"].contains(entry.label), "\(entry.label)")
          #expect(
            linked
              || page.text.contains("<span class=\"none\" aria-hidden=\"true\">\(label)</span>"))
        }
      }
      let boris = try await client.get(build.listPath + "?letter=%D0%91")
      #expect(boris.listedNames == ["Борис Пастернак"])
    }
  }
}
