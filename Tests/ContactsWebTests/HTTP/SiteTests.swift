import ContactsDomain
import ContactsStore
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

@testable import ContactsWeb

/// The landing page, the assets, unknown addresses and the HTML type.
@Suite("Site")
struct SiteTests {
  @Test func theAboutPageLinksBothBuildsAndSaysHowTheyDiffer() async throws {
    try await makeApp(repository: ContactDatabase.inMemory()).test(.router) { client in
      let page = try await client.get("/about")
      #expect(page.status == .ok)
      #expect(page.text.contains("<html lang=\"en\">"))
      #expect(page.text.contains("<meta name=\"viewport\""))
      #expect(page.text.contains("<a class=\"button\" href=\"/mvvm/\">Open the MVVM build</a>"))
      #expect(page.text.contains("<a class=\"button\" href=\"/viper/\">Open the VIPER build</a>"))
      #expect(page.text.contains("view model"))
      #expect(page.text.contains("wireframe"))
    }
  }

  @Test func theAvatarAndTheStyleSheetAreServedByTheApp() async throws {
    try await makeApp(repository: ContactDatabase.inMemory()).test(.router) { client in
      let avatar = try await client.get("/assets/avatar.svg")
      #expect(avatar.status == .ok)
      #expect(avatar.headers[.contentType] == "image/svg+xml")
      #expect(avatar.text.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
      let css = try await client.get("/assets/app.css")
      #expect(css.status == .ok)
      #expect(css.headers[.contentType] == "text/css; charset=utf-8")
      #expect(css.text.contains(".contact.added, .contact:target"))
    }
  }

  @Test(arguments: ["/nope", "/mvvm/nope", "/assets/missing.png"])
  func anUnknownAddressGetsA404Page(_ path: String) async throws {
    try await makeApp(repository: ContactDatabase.inMemory()).test(.router) { client in
      let page = try await client.get(path)
      #expect(page.status == .notFound)
      #expect(page.headers[.contentType] == "text/html; charset=utf-8")
      #expect(page.alert == "There is no page at this address.")
    }
  }

  @Test(arguments: ["/", "/mvvm/", "/viper/", "/mvvm/add", "/assets/app.css"])
  func headAnswersLikeGetWithoutABody(_ path: String) async throws {
    try await makeApp(repository: ContactDatabase.inMemory()).test(.router) { client in
      let head = try await client.execute(uri: path, method: .head)
      #expect(head.status == .ok)
      #expect(head.body.readableBytes == 0)
      #expect(head.headers[.contentSecurityPolicy] != nil)
    }
  }

  @Test(arguments: ["/", "/mvvm/", "/viper/"])
  func aPostToAPageWithoutAFormGetsA405PageSayingItTakesGet(_ path: String) async throws {
    try await makeApp(repository: ContactDatabase.inMemory()).test(.router) { client in
      let page = try await client.execute(uri: path, method: .post)
      #expect(page.status == .methodNotAllowed)
      #expect(page.headers[.allow] == "GET, HEAD")
    }
  }

  @Test func htmlEscapesInterpolatedTextAndEmbedsHTMLAsItIs() {
    let name = "<script>alert('x')</script> & \"Co\""
    let row: HTML = "<li title=\"\(name)\">\(name)</li>"
    let list: HTML = "<ul>\([row, row])</ul>"
    let escaped = "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;Co&quot;"
    #expect(row.rendered == "<li title=\"\(escaped)\">\(escaped)</li>")
    #expect(list.rendered == "<ul>\(row.rendered)\(row.rendered)</ul>")
    #expect(MarkupText.escaped("Ángel Díaz").elementsEqual("Ángel Díaz"))
  }
}
