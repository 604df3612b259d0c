import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// Accounts a test knows: ada (the book's owner) and bea, each with a password; "slow" is
/// always slowed down.
private struct KnownAccounts: AccountCheck {
  func hasAccounts() async throws -> Bool { true }

  func signIn(name: String, password: String, from address: String) async throws -> String? {
    if name == "slow" { throw SignInError.slowedDown(seconds: 60) }
    return ["ada": "ada's password", "bea": "bea's password"][name] == password ? name : nil
  }
}

@Suite("With accounts, the web asks the book's owner to sign in")
struct LoginPageTests {
  private func app(secure: Bool = false) throws -> some ApplicationProtocol {
    let signIn = WebSignIn(accounts: KnownAccounts(), owner: "ada", secure: secure)
    let store = try ContactDatabase.inMemory()
    return ContactsWebApp.application(
      configuration: .init(host: "127.0.0.1", port: 0, signIn: signIn)
    ) { $0.app(store) }
  }

  /// Signs in from the login page as `name` with `password`.
  private func signIn(_ client: some TestClientProtocol, _ name: String, _ password: String)
    async throws -> TestResponse
  {
    try await client.postFromPage(LoginPage.path, [("name", name), ("password", password)])
  }

  @Test func everyPageButTheLoginPageAndTheStyleSheetSendsToTheLoginPage() async throws {
    try await app().test(.router) { client in
      for path in ["/", "/mvvm/", "/viper/add", "/about", "/mvvm/contacts/1", "/logout"] {
        let page = try await client.get(path)
        #expect(page.status == .seeOther, "\(path)")
        #expect(page.headers[.location] == LoginPage.path, "\(path)")
      }
      #expect(try await client.get("/assets/app.css").status == .ok)
      let login = try await client.get(LoginPage.path)
      #expect(login.status == .ok)
      #expect(login.text.contains("<input id=\"password\" name=\"password\" type=\"password\""))
      #expect(!login.text.contains("<script"))
    }
  }

  @Test func theOwnerSignsInWithAnHttpOnlyStrictCookieAndSignsOut() async throws {
    try await app().test(.router) { client in
      let signedIn = try await signIn(client, "ada", "ada's password")
      #expect(signedIn.status == .seeOther)
      #expect(signedIn.headers[.location] == "/")
      let cookie = try #require(
        signedIn.headers[values: .setCookie].first { $0.hasPrefix(WebSessions.cookieName) })
      #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"))
      #expect(!cookie.contains("Secure"))
      let session = String(cookie.prefix { $0 != ";" })
      #expect(try await client.get("/", headers: [.cookie: session]).status == .ok)
      let logout = try await client.get(LoginPage.logoutPath, headers: [.cookie: session])
      let token = try #require(logout.inputValue(CSRFToken.fieldName))
      let out = try await client.execute(
        uri: LoginPage.logoutPath, method: .post,
        headers: [
          .contentType: "application/x-www-form-urlencoded",
          .cookie: "\(session); \(CSRFToken.cookieName)=\(token)",
        ],
        body: ByteBuffer(string: "csrf=\(token)"))
      #expect(out.status == .seeOther)
      #expect(out.headers[values: .setCookie].contains { $0.contains("Max-Age=0") })
      #expect(try await client.get("/", headers: [.cookie: session]).status == .seeOther)
    }
  }

  @Test func everyPageOfBothBuildsShowsTheSameSignOutFormWhileSignedIn() async throws {
    try await app().test(.router) { client in
      let signedIn = try await signIn(client, "ada", "ada's password")
      let session = try #require(
        signedIn.headers[values: .setCookie].first { $0.hasPrefix(WebSessions.cookieName) }
      ).prefix { $0 != ";" }
      let token = CSRFToken.make()
      let cookies = "\(session); \(CSRFToken.cookieName)=\(token)"
      let expected =
        "<form class=\"signout\" method=\"post\" action=\"/logout\"><input type=\"hidden\" "
        + "name=\"csrf\" value=\"\(token)\"><span class=\"label\">ada</span> "
        + "<button type=\"submit\">Sign out</button></form></header>"
      for path in [
        "/", "/mvvm/", "/viper/", "/mvvm/groups", "/viper/groups", "/mvvm/add",
        "/viper/add", "/about", "/mvvm/contacts/999", "/viper/contacts/999",
      ] {
        let page = try await client.get(path, headers: [.cookie: cookies])
        #expect(page.text.ranges(of: "class=\"signout\"").count == 1, "\(path)")
        #expect(page.text.contains(expected), "\(path)")
      }
      #expect(!(try await client.get(LoginPage.path).text.contains("signout")))
      let out = try await client.execute(
        uri: LoginPage.logoutPath, method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded", .cookie: cookies],
        body: ByteBuffer(string: "csrf=\(token)"))
      #expect(out.status == .seeOther)
      #expect(try await client.get("/", headers: [.cookie: cookies]).status == .seeOther)
    }
  }

  @Test func underTLSTheCookieIsSecure() async throws {
    try await app(secure: true).test(.router) { client in
      let signedIn = try await signIn(client, "ada", "ada's password")
      let cookie = try #require(
        signedIn.headers[values: .setCookie].first { $0.hasPrefix(WebSessions.cookieName) })
      #expect(cookie.contains("Secure"))
    }
  }

  @Test func aWrongPasswordAnotherAccountAndAThrottledNameAreEachSaid() async throws {
    try await app().test(.router) { client in
      let wrong = try await signIn(client, "ada", "guess")
      #expect(wrong.status == .unauthorized)
      #expect(wrong.alert == "The name or the password is wrong.")
      #expect(wrong.inputValue("name") == "ada")
      #expect(!wrong.headers[values: .setCookie].contains { $0.hasPrefix(WebSessions.cookieName) })
      let bea = try await signIn(client, "bea", "bea's password")
      #expect(bea.status == .forbidden)
      #expect(bea.alert == LoginPage.Refusal.notTheOwner(name: "bea").message)
      #expect(!bea.headers[values: .setCookie].contains { $0.hasPrefix(WebSessions.cookieName) })
      let slow = try await signIn(client, "slow", "anything")
      #expect(slow.status == .tooManyRequests)
      #expect(slow.headers[.retryAfter] == "60")
      #expect(slow.alert == "Too many failed sign-ins: try again in 60 seconds.")
    }
  }

  @Test func aSignInWithoutTheFormsTokenIsRefused() async throws {
    try await app().test(.router) { client in
      let forged = try await client.execute(
        uri: LoginPage.path, method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "name=ada&password=ada%27s+password"))
      #expect(forged.status == .forbidden)
      #expect(!forged.headers[values: .setCookie].contains { $0.hasPrefix(WebSessions.cookieName) })
    }
  }
}
