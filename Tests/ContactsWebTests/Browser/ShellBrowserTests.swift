import ContactsBuilds
import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsWeb

/// The list's first screen in a real headless Chromium against the real `contacts serve`: on a
/// phone the contacts come first, and the list, a search and the undo notice read well at a
/// phone's width and a desktop's (the README's pictures).
@Suite(
  "The list's first screen in the browser", .serialized, .timeLimit(.minutes(20)), .tags(.slow))
struct ShellBrowserTests {
  /// Where the rows stand in the window: the first row's top and how many rows are wholly in
  /// view, in CSS pixels.
  private static let measure = """
    const rows = [...document.querySelectorAll('.contacts .contact')];
    return [rows.length ? Math.round(rows[0].getBoundingClientRect().top) : -1,
      rows.filter(r => r.getBoundingClientRect().bottom <= window.innerHeight).length];
    """

  /// A book of 26 people, some in groups: more rows than one phone screen holds, and a group
  /// menu longer than one line.
  private static func fill(_ store: any ContactRepository) async throws {
    let people = [
      ("Ada", "Lovelace", ["Pioneers", "Family"]), ("Grace", "Hopper", ["Pioneers"]),
      ("Alan", "Turing", ["Work"]), ("Ángel", "Díaz", []), ("José", "Martínez", ["Friends"]),
      ("Josefa", "Ruiz", []), ("Joseph", "Fourier", []), ("Barbara", "Liskov", []),
      ("Claude", "Shannon", []), ("Dennis", "Ritchie", []), ("Edsger", "Dijkstra", []),
      ("Frances", "Allen", []), ("Hedy", "Lamarr", []), ("Ivan", "Sutherland", []),
      ("John", "McCarthy", []), ("Katherine", "Johnson", []), ("Linus", "Torvalds", []),
      ("Margaret", "Hamilton", []), ("Niklaus", "Wirth", []), ("Radia", "Perlman", []),
      ("Sophie", "Wilson", []), ("Tim", "Berners-Lee", []), ("Whitfield", "Diffie", []),
      ("Émile", "Zola", ["Writers"]), ("Ken", "Thompson", []), ("Donald", "Knuth", []),
    ]
    for (first, last, groups) in people {
      let draft = try ContactDraft(firstName: first, lastName: last)
      _ = try await store.create(draft.listing(groups: groups))
    }
  }

  @Test func onAPhoneTheFirstScreenShowsSixContactsOrMore() async throws {
    try await withServerAndBrowser(.mvvm, .phone) { app, store in
      try await Self.fill(store)
      try await app.openList()
      let measured = try #require(try await app.browser.execute(Self.measure) as? [Int])
      #expect(measured[0] >= 0 && measured[0] <= 400, "the first row's top is \(measured[0]) px")
      #expect(measured[1] >= 6, "\(measured[1]) rows on the first screen")
    }
  }

  @Test(arguments: [Chromium.Options(width: 1280, height: 900), .phone])
  func theListASearchAndTheUndoNoticeFitTheWindow(_ options: Chromium.Options) async throws {
    try await withServerAndBrowser(.mvvm, options) { app, store in
      try await Self.fill(store)
      try await app.openList()
      try await expectNoWiderThanTheWindow(app, "shell-list-\(options.width)")

      try await app.browser.type("jos\u{E007}", into: try await app.field(labelled: "Search"))
      try await app.browser.wait(for: "the search results") {
        try await app.listedNames() == ["José Martínez", "Josefa Ruiz", "Joseph Fourier"]
      }
      #expect(
        try await app.browser.text(of: app.browser.find(".matches"))
          == "3 contacts match “jos”. Clear search")
      try await expectNoWiderThanTheWindow(app, "shell-search-\(options.width)")

      try await app.browser.click(try await app.browser.findLink("Josefa Ruiz"))
      try await app.waitForTitle("Josefa Ruiz")
      try await app.browser.click(try await app.browser.findLink("Delete"))
      try await app.waitForTitle(
        "Delete Josefa Ruiz? It goes to Recently deleted, where it can be restored.")
      try await app.browser.click(try await app.button("Delete"))
      try await app.waitForTitle("Contacts")
      // The notice is on the first screen, above the rows, where the eye is.
      let inView = try await app.browser.execute(
        """
        const notice = document.querySelector('.notice').getBoundingClientRect();
        const row = document.querySelector('.contacts .contact').getBoundingClientRect();
        return notice.bottom <= window.innerHeight && notice.bottom <= row.top;
        """)
      #expect(inView as? Bool == true)
      #expect(try await app.browser.text(of: app.browser.find(".notice")).hasPrefix("Deleted"))
      try await expectNoWiderThanTheWindow(app, "shell-undo-\(options.width)")
    }
  }
}
