import ContactsBuilds
import ContactsTestSupport
import Foundation
import Testing

/// The login form as a person uses it, with no JavaScript on the page, at a desktop's and a
/// phone's width.
@Suite("In the browser, signing in", .serialized, .timeLimit(.minutes(20)), .tags(.slow))
struct LoginBrowserTests {
  @Test(arguments: [Chromium.Options(width: 1280, height: 900), .phone])
  func theOwnerIsToldAWrongPasswordThenSignsInToTheList(_ options: Chromium.Options)
    async throws
  {
    let folder = try makeTemporaryDirectory()
    let path = folder.appendingPathComponent("contacts.sqlite").path
    let password = folder.appendingPathComponent("password")
    try Data("correct horse battery\n".utf8).write(to: password)
    let added = try ChildProcess.run(
      BuiltProducts.contacts,
      ["user", "add", "ada", "--database", path, "--password-command", "cat \(password.path)"])
    try #require(added.status == 0, "\(added.standardError)")
    let server = try await ServerProcess.contacts(database: path)
    defer { server.process.kill() }
    try await Chromium.withBrowser(options) { browser in
      let app = ContactsPages(browser: browser, baseURL: server.baseURL, build: .mvvm)
      try await browser.navigate(to: server.baseURL)
      #expect(try await browser.title() == "Sign in")
      try await browser.type("ada", into: try await app.field(labelled: "Name"))
      try await browser.type("wrong horse", into: try await app.field(labelled: "Password"))
      try await browser.click(try await app.button("Sign in"))
      try await browser.wait(for: "the refusal") {
        (try? await app.alert()) == "The name or the password is wrong."
      }
      #expect(try await app.value(labelled: "Name") == "ada")
      try await expectNoWiderThanTheWindow(app, "login-refused-\(options.width)")
      try await browser.type(
        "correct horse battery", into: try await app.field(labelled: "Password"))
      try await browser.click(try await app.button("Sign in"))
      try await app.waitForTitle("Contacts")
    }
  }
}
