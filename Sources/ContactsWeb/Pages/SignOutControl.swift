/// The bar's sign-out control, on every page a signed-in browser gets: who is signed in and a
/// small POST form to `/logout` carrying the CSRF token, no JavaScript. `SignOutScope` sets
/// `shown` for the request; `Layout` draws it the same in both builds.
struct SignOutControl: Sendable {
  /// The control of the request being answered; nil when no one is signed in.
  @TaskLocal static var shown: SignOutControl?

  /// The signed-in account.
  let name: String
  /// The browser's double-submit token, which the form echoes.
  let csrfToken: String

  var html: HTML {
    """
    <form class="signout" method="post" action="\(LoginPage.logoutPath)">\
    <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">\
    <span class="label">\(summary: name)</span> <button type="submit">Sign out</button></form>
    """
  }
}
