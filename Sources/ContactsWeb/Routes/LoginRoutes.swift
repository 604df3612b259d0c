import ContactsDomain
import Hummingbird

/// `GET /login`, `POST /login`, `GET /logout` and `POST /logout`: the browser's session, behind
/// the CSRF check like every form.
struct LoginRoutes {
  let signIn: WebSignIn

  func register(on router: RouterGroup<WebRequestContext>) {
    let group = router.group().add(middleware: CSRFCheck())
    group.get(RouterPath(LoginPage.path)) { _, context in
      LoginPage.html(csrfToken: context.csrfToken).response()
    }
    group.post(RouterPath(LoginPage.path)) { request, context in
      try await signIn(request, context: context)
    }
    group.get(RouterPath(LoginPage.logoutPath)) { request, context in
      LoginPage.logout(
        csrfToken: context.csrfToken, name: signIn.sessions.name(of: request) ?? ""
      ).response()
    }
    group.post(RouterPath(LoginPage.logoutPath)) { request, _ in
      var response = Response.seeOther(LoginPage.path)
      response.setCookie(signIn.sessions.end(request))
      return response
    }
  }

  private func signIn(_ request: Request, context: WebRequestContext) async throws -> Response {
    let form = context.sentForm
    let name = form?.text("name") ?? ""
    let refused = { (refusal: LoginPage.Refusal, status: HTTPResponse.Status) in
      LoginPage.html(csrfToken: context.csrfToken, name: name, refusal: refusal)
        .response(status: status)
    }
    let signedIn: String?
    do {
      signedIn = try await signIn.accounts.signIn(
        name: name, password: form?.text("password") ?? "", from: context.clientAddress)
    } catch SignInError.slowedDown(let seconds) {
      var response = refused(.slowedDown(seconds: seconds), .tooManyRequests)
      response.headers[.retryAfter] = String(seconds)
      return response
    }
    guard let signedIn else { return refused(.wrong, .unauthorized) }
    guard signedIn == signIn.owner else { return refused(.notTheOwner(name: signedIn), .forbidden) }
    var response = Response.seeOther("/")
    response.setCookie(signIn.sessions.start(for: signedIn))
    return response
  }
}
