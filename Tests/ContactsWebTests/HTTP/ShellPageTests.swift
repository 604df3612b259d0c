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

/// The shell around every page and the list's first screen, for both builds, over HTTP in
/// process: the bar of places, `/`, the search's count, the letter strip, the avatars.
@Suite("The shell and the list's first screen")
struct ShellPageTests {
  private func store(on served: ServedStore) async throws -> any ContactRepository {
    let store = try await served.openContacts()
    for (first, last, groups) in [
      ("José", "Martínez", ["Friends"]), ("Josefa", "Ruiz", []), ("Joseph", "Fourier", []),
      ("Grace", "Hopper", ["Friends"]), ("Linus", "Torvalds", []),
    ] {
      let draft = try ContactDraft(firstName: first, lastName: last)
      _ = try await store.create(draft.listing(groups: groups))
    }
    return store
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func everyPageHasABarOfPlacesBeforeAQuietBuildSwitch(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    try await makeApp(repository: try await store(on: served)).test(.router) { client in
      let list = try await client.get(build.listPath)
      let places = try #require(
        list.text.firstMatch(of: /<nav class="places" aria-label="Address book">(.*?)<\/nav>/))
      let names = places.output.1.matches(of: /<a [^>]*>([^<]*)<\/a>/).map { String($0.output.1) }
      #expect(
        names == [
          "Contacts", "Birthdays", "Duplicates", "Import", "Export", "Sync", "Books",
          "Recently deleted",
          "Rewind", "Backups",
        ])
      #expect(places.output.1.contains("<a href=\"\(build.listPath)\" aria-current=\"page\">"))
      #expect(places.output.1.contains("<a href=\"\(build.listPath)export\">Export</a>"))
      let bar = try #require(
        list.text.firstMatch(of: /<header class="bar">(.*?)<\/header>/.dotMatchesNewlines()))
      let switcher = try #require(bar.output.1.range(of: "<nav aria-label=\"Builds\">"))
      #expect(bar.output.1.range(of: "Address book")!.lowerBound < switcher.lowerBound)
      #expect(bar.output.1.contains("aria-current=\"page\">\(build.name)</a>"))
      #expect(bar.output.1.contains("<a href=\"/about\">About</a>"))
      // Each place's own page marks it, and only it.
      for place in Place.allCases {
        let page = try await client.get(place.path(in: build))
        let bar = try #require(
          page.text.firstMatch(of: /<nav class="places" aria-label="Address book">(.*?)<\/nav>/))
        let marked = bar.output.1.matches(of: /<li><a href="([^"]*)" aria-current="page">/)
        #expect(marked.map { String($0.output.1) } == [place.path(in: build)], "\(place)")
      }
    }
  }

  @Test(arguments: ServedStore.all)
  func theStartOpensTheMVVMListAndAboutExplainsBothBuilds(_ served: ServedStore) async throws {
    try await makeApp(repository: try await store(on: served)).test(.router) { client in
      let start = try await client.get("/")
      #expect(start.status == .ok)
      #expect(start.text == (try await client.get(Architecture.mvvm.listPath)).text)
      let search = try await client.get("/?q=jose")
      #expect(search.listedNames == ["José Martínez", "Josefa Ruiz", "Joseph Fourier"])
      let about = try await client.get("/about")
      #expect(about.status == .ok)
      #expect(about.text.contains("<h1>About these two builds</h1>"))
      #expect(about.text.contains("<a class=\"button\" href=\"/viper/\">Open the VIPER build</a>"))
      #expect(about.text.contains("view model") && about.text.contains("wireframe"))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aSearchSaysHowManyItFoundWithAWayBackAndMarksNoGroup(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    try await makeApp(repository: try await store(on: served)).test(.router) { client in
      let all = try await client.get(build.listPath)
      #expect(all.text.contains("href=\"\(build.listPath)\" aria-current=\"page\">All contacts"))
      #expect(!all.text.contains("class=\"matches\""))
      let three = try await client.get(build.listPath + "?q=jose")
      #expect(
        three.text.contains(
          "<p class=\"matches\">3 contacts match “jose”. "
            + "<a href=\"\(build.listPath)\">Clear search</a></p>"))
      #expect(!three.text.contains("aria-current=\"page\">All contacts"))
      let inGroup = try await client.get(build.listPath + "?group=Friends&q=hopper")
      #expect(
        inGroup.text.contains(
          "1 contact matches “hopper”. <a href=\"\(build.listPath(of: "Friends"))\">Clear search"))
      #expect(!inGroup.text.contains("aria-current=\"page\">Friends"))
      let none = try await client.get(build.listPath + "?q=zzz")
      #expect(none.text.contains("<p class=\"matches\">No contacts match “zzz”. "))
      #expect(none.text.matches(of: /No contacts match/).count == 1)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theLetterStripMarksTheLetterOfTheFirstRow(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    try await makeApp(repository: try await store(on: served)).test(.router) { client in
      let first = try await client.get(build.listPath)
      #expect(first.text.contains("<nav class=\"letters\" aria-label=\"Jump to letter\">"))
      #expect(first.text.contains("letter=G\" aria-current=\"true\">G</a>"))
      #expect(first.text.matches(of: /aria-current="true"/).count == 1)
      // No name starts with K: the window starts at Linus, under L.
      let jumped = try await client.get(build.listPath + "?letter=K")
      #expect(jumped.listedNames.first == "Linus Torvalds")
      #expect(jumped.text.contains("letter=L\" aria-current=\"true\">L</a>"))
      // Only G, J and L begin a name: the other letters link nowhere.
      let linked = first.text.matches(of: /letter=([^"&]+)"[^>]*>/).map { String($0.output.1) }
      #expect(linked == ["G", "J", "L"])
      #expect(first.text.contains("<span class=\"none\" aria-hidden=\"true\">K</span>"))
      let nothing = try await client.get(build.listPath + "?q=zzz")
      #expect(!nothing.text.contains("class=\"letters\""))
      let search = try await client.get(build.listPath + "?q=jose")
      #expect(search.text.matches(of: /letter=([^"&]+)"/).map { String($0.output.1) } == ["J"])
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func eachRowShowsTheDetailsPagesColouredInitials(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let store = try await store(on: served)
    let grace = try #require(try await store.allContacts().first { $0.firstName == "Grace" })
    try await makeApp(repository: store).test(.router) { client in
      let colour = ContactCard(grace).avatarColour
      let list = try await client.get(build.listPath)
      #expect(
        list.text.contains(
          "<a href=\"\(build.detailsPath(grace.id))\"><span class=\"initials small "
            + "colour-\(colour)\" data-initials=\"GH\" aria-hidden=\"true\"></span>"))
      let details = try await client.get(build.detailsPath(grace.id))
      #expect(
        details.text.contains(
          "<span class=\"initials large colour-\(colour)\" data-initials=\"GH\" aria-hidden=\"true\"></span>"
        ))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theUndoNoticeAfterADeleteStandsAboveTheSearchAndTheList(
    _ build: Architecture, _ served: ServedStore
  )
    async throws
  {
    try await makeApp(repository: try await store(on: served)).test(.router) { client in
      let page = try await client.get(build.listPath + "?deleted=1")
      let notice = try #require(page.text.range(of: "Contact deleted."))
      #expect(notice.lowerBound < page.text.range(of: "<form class=\"search\"")!.lowerBound)
      #expect(notice.lowerBound < page.text.range(of: "<ul class=\"contacts\"")!.lowerBound)
    }
  }
}
