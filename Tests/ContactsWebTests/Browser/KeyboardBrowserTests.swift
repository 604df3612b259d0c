import ContactsBuilds
import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsWeb

/// The app with the keyboard alone, in a real headless Chromium: the skip link, and a focus
/// that is always seen.
@Suite("The keyboard in the browser", .serialized, .timeLimit(.minutes(20)), .tags(.slow))
struct KeyboardBrowserTests {
  private static let tab = "\u{E004}"
  private static let enter = "\u{E007}"

  @Test(arguments: Architecture.allCases)
  func theSkipLinkReachesTheFirstContactInThreeKeys(_ build: Architecture) async throws {
    try await withServerAndBrowser(build) { app, store in
      for number in 1...3 {
        _ = try await store.create(try ContactDraft(firstName: "Person", lastName: "\(number)"))
      }
      try await app.openList()
      try await app.browser.press(Self.tab)
      let skip = try await app.browser.activeElement()
      #expect(try await app.browser.text(of: skip) == "Skip to contacts")
      try await app.browser.press(Self.enter)
      try await app.browser.press(Self.tab)
      let focused = try await app.browser.activeElement()
      #expect(try await app.browser.text(of: focused) == "Person 1")
    }
  }

  @Test(arguments: Architecture.allCases)
  func everyStopOfTheTabKeyShowsAnOutline(_ build: Architecture) async throws {
    try await withServerAndBrowser(build) { app, store in
      let ada = try await store.create(try ContactDraft(firstName: "Ada", lastName: "Lovelace"))
      for path in [build.listPath, build.detailsPath(ada.id), build.addPath] {
        try await app.browser.navigate(to: app.baseURL + path.dropFirst())
        var seen: [String] = []
        // Until the focus leaves the page after its last stop, or comes round again.
        while true {
          try await app.browser.press(Self.tab)
          let stop =
            try await app.browser.execute(
              """
              const element = document.activeElement, style = getComputedStyle(element);
              if (element === document.body) return '';
              return element.outerHTML.slice(0, 80) + ' ' + style.outlineStyle + ' '
                + style.outlineWidth;
              """) as? String ?? ""
          if stop.isEmpty || stop == seen.first { break }
          #expect(stop.hasSuffix(" solid 3px"), "\(path): \(stop)")
          seen.append(stop)
          if seen.count > 60 { break }
        }
        #expect(seen.count > 3, "\(path): \(seen)")
      }
    }
  }

  @Test(arguments: Architecture.allCases)
  func aContactWithNothingButANameShowsNoEmptyBox(_ build: Architecture) async throws {
    try await withServerAndBrowser(build) { app, store in
      let bea = try await store.create(try ContactDraft(firstName: "Bea", lastName: "Brown"))
      try await app.browser.navigate(to: app.baseURL + build.detailsPath(bea.id).dropFirst())
      try await app.waitForTitle("Bea Brown")
      let boxes = try await app.browser.execute(
        """
        return [...document.querySelectorAll('main *')].filter(element =>
          element.getClientRects().length > 0 && element.innerText.trim() === ''
          && !element.matches('img, input, button, .initials')).map(element => element.outerHTML);
        """)
      #expect((boxes as? [Any])?.isEmpty == true, "\(boxes)")
    }
  }
}
