/// `/login`: a name and a password, no JavaScript; `/logout` asks before it signs out.
enum LoginPage {
  static let path = "/login"
  static let logoutPath = "/logout"

  /// What a refused sign-in says.
  enum Refusal: Equatable {
    case wrong
    case slowedDown(seconds: Int)
    /// Signed in as `name`, who does not own the book the web app shows.
    case notTheOwner(name: String)

    var message: String {
      switch self {
      case .wrong: "The name or the password is wrong."
      case .slowedDown(let seconds):
        "Too many failed sign-ins: try again in \(seconds == 1 ? "1 second" : "\(seconds) seconds")."
      case .notTheOwner(let name):
        "Signed in as \(name), but this server’s web app shows another person’s book. "
          + "Your books are reached over CardDAV, at /dav/books/\(name)/."
      }
    }
  }

  /// The form, with `name` filled in and `refusal` said above it.
  static func html(csrfToken: String, name: String = "", refusal: Refusal? = nil) -> HTML {
    let said: HTML =
      refusal.map { "<p class=\"error\" role=\"alert\">\($0.message)</p>\n" } ?? ""
    return Layout.page(
      title: "Sign in", build: nil,
      main: """
        <h1>Sign in</h1>
        \(said)<form class="add" method="post" action="\(path)">
        <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
        <p><label for="name">Name</label>
        <input id="name" name="name" type="text" value="\(summary: name)" required \
        autocomplete="username" autocapitalize="none" spellcheck="false" maxlength="64"></p>
        <p><label for="password">Password</label>
        <input id="password" name="password" type="password" required \
        autocomplete="current-password"></p>
        <p><button type="submit">Sign in</button></p>
        </form>
        """)
  }

  /// The page that asks before signing out.
  static func logout(csrfToken: String, name: String) -> HTML {
    Layout.page(
      title: "Sign out", build: nil,
      main: """
        <h1>Sign out</h1>
        <p>Signed in as \(summary: name).</p>
        <form method="post" action="\(logoutPath)">
        <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
        <button type="submit">Sign out</button>
        </form>
        """)
  }
}
