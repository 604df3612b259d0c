import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// Cross-site forms, headers and escaping, over HTTP in process.
@Suite("Security")
struct SecurityTests {
  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aPostWithoutTheFormsTokenIsRefusedAndStoresNothing(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.router) { client in
      let session = try await client.openAddPage(build)
      let forged = AddPageSession(token: String(repeating: "0", count: 64))
      let attempts: [(String, HTTPFields)] = [
        ("firstName=Eve&lastName=Evil", [:]),
        ("csrf=\(session.token)&firstName=Eve&lastName=Evil", [:]),
        ("csrf=&firstName=Eve&lastName=Evil", [.cookie: session.cookie]),
        ("csrf=\(forged.token)&firstName=Eve&lastName=Evil", [.cookie: session.cookie]),
        ("csrf=\(session.token)&firstName=Eve&lastName=Evil", [.cookie: forged.cookie]),
      ]
      for (body, headers) in attempts {
        var fields = headers
        fields[.contentType] = "application/x-www-form-urlencoded"
        let answer = try await client.execute(
          uri: build.addPath, method: .post, headers: fields, body: ByteBuffer(string: body))
        #expect(answer.status == .forbidden, "\(body) \(headers)")
        #expect(answer.alert?.hasPrefix("This form did not come from this app") == true)
      }
      #expect(try await store.allContacts().isEmpty)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aFormPostedFromAnotherOriginIsRefusedEvenWithAToken(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.router) { client in
      let session = try await client.openAddPage(build)
      for origin in ["http://evil.example", "null", "http://localhost.evil.example"] {
        let answer = try await client.submit(
          build, firstName: "Eve", lastName: "Evil", session: session, origin: origin)
        #expect(answer.status == .forbidden, "Origin: \(origin)")
      }
      for site in ["cross-site", "same-site", "none"] {
        let answer = try await client.submit(
          build, firstName: "Eve", lastName: "Evil", session: session,
          headers: [.secFetchSite: site])
        #expect(answer.status == .forbidden, "Sec-Fetch-Site: \(site)")
      }
      #expect(try await store.allContacts().isEmpty)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aSameOriginFormIsAcceptedWithOrWithoutTheBrowsersHeaders(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.router) { client in
      let session = try await client.openAddPage(build)
      let browser = try await client.submit(
        build, firstName: "Ada", lastName: "Lovelace", session: session,
        headers: [.secFetchSite: "same-origin"])
      let script = try await client.submit(
        build, firstName: "Alan", lastName: "Turing", session: session, origin: nil)
      #expect(browser.status == .seeOther)
      #expect(script.status == .seeOther)
      #expect(try await storedNames(store) == ["Ada Lovelace", "Alan Turing"])
    }
  }

  @Test(arguments: ["/", "/mvvm/", "/viper/add", "/assets/app.css", "/assets/avatar.svg", "/nope"])
  func everyResponseCarriesTheSecurityHeaders(_ path: String) async throws {
    try await makeApp(repository: ContactDatabase.inMemory()).test(.router) { client in
      let response = try await client.get(path)
      #expect(
        response.headers[.contentSecurityPolicy]
          == "default-src 'none'; img-src 'self'; style-src 'self'; form-action 'self'; "
          + "frame-ancestors 'none'; base-uri 'none'")
      #expect(response.headers[.xContentTypeOptions] == "nosniff")
      #expect(response.headers[.referrerPolicy] == "same-origin")
    }
  }

  @Test func pagesHoldNoScriptAndNoInlineStyle() async throws {
    try await makeApp(repository: ContactDatabase.inMemory()).test(.router) { client in
      for path in ["/", "/mvvm/", "/viper/", "/mvvm/add", "/viper/add", "/nope"] {
        let page = try await client.get(path).text
        #expect(!page.contains("<script"), "\(path)")
        #expect(!page.contains("style="), "\(path)")
        #expect(!page.contains("<style"), "\(path)")
      }
    }
  }

  @Test(arguments: [
    ("localhost", true), ("localhost:8080", true), ("LOCALHOST:80", true),
    ("127.0.0.1:8080", true), ("[::1]:8080", true), ("[::1]", true),
    ("evil.example", false), ("evil.example:8080", false), ("localhost.evil.example", false),
    ("127.0.0.1.nip.io:8080", false), ("localhost:80x", false), ("localhost:", false),
    ("[::1]evil", false), ("", false),
  ])
  func onlyLoopbackNamesPassTheHostCheck(_ authority: String, _ passes: Bool) {
    #expect(HostGuard.isLoopback(authority: authority) == passes)
  }

  @Test(arguments: [
    ("127.0.0.1", true), ("localhost", true), ("::1", true), ("127.0.0.2", true),
    ("0.0.0.0", false), ("192.168.1.10", false), ("::", false),
  ])
  func theHostCheckIsOnWhileBoundToLoopback(_ host: String, _ isLoopback: Bool) {
    #expect(WebConfiguration(host: host).isLoopback == isLoopback)
  }
}
