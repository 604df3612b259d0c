import ContactsBuilds
import ContactsTestSupport
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// What another site can do to the app through a person's browser: nothing.
@Suite("In the browser, another site", .serialized, .timeLimit(.minutes(20)), .tags(.slow))
struct CrossSiteBrowserTests {
  @Test(arguments: Architecture.allCases)
  func aFormOnAnotherSiteThatPostsToTheAppStoresNothing(_ build: Architecture) async throws {
    try await withServerAndBrowser(build) { app, store in
      // The person has used the app, so the browser holds its token cookie.
      try await app.openList()
      try await app.tapAddContact()
      let target = app.baseURL + build.addPath.dropFirst()
      let evil = Application(router: EvilSite.router(target: target))
      try await evil.test(.live) { client in
        let port = try #require(client.port)
        try await app.browser.navigate(to: "http://127.0.0.1:\(port)/")
        try await app.browser.click(try await app.button("Win a prize"))
        try await app.browser.wait(for: "the app's answer") {
          try await app.browser.currentURL().hasPrefix(app.baseURL)
        }
        #expect(try await app.browser.title() == "Form not accepted")
      }
      #expect(try await store.allContacts().isEmpty)
    }
  }
}

/// A page on another origin whose form posts to the app, as an attacker's page would.
private enum EvilSite {
  static func router(target: String) -> Router<BasicRequestContext> {
    let router = Router()
    router.get("/") { _, _ in
      let page: HTML = """
        <!doctype html><html lang="en"><head><title>Prize</title></head><body>
        <form method="post" action="\(target)">
        <input type="hidden" name="firstName" value="Eve">
        <input type="hidden" name="lastName" value="Evil">
        <input type="hidden" name="csrf" value="\(String(repeating: "0", count: 64))">
        <button type="submit" name="action" value="done">Win a prize</button>
        </form></body></html>
        """
      return page.response()
    }
    return router
  }
}
