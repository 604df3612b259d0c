import ContactsDomain
import Hummingbird

/// The list page, the add page and the add form of one build, at `/mvvm/…` or `/viper/…`.
/// The HTTP work is the same for both builds; only `build.frontEnd` tells them apart.
struct BuildRoutes: Sendable {
  let build: Build
  let repository: any ContactRepository

  func register(on router: Router<WebRequestContext>) {
    router.get(RouterPath(build.listPath)) { request, _ in await list(request) }
    router.get(RouterPath(build.addPath)) { request, _ in await addPage(request) }
    router.post(RouterPath(build.addPath)) { request, context in
      try await submit(request, context: context)
    }
  }

  // MARK: - Handlers

  /// `GET /build/`: the list, with `?added=ID` marking a new row.
  private func list(_ request: Request) async -> Response {
    let addedID = request.uri.queryParameters.get("added", as: Contact.ID.self)
    let page = ListPage(
      build: build, screen: await build.frontEnd.showList(repository: repository), addedID: addedID)
    return page.html.response(status: page.isError ? .internalServerError : .ok)
  }

  /// `GET /build/add`: the empty add form, and a token cookie when the browser has none.
  private func addPage(_ request: Request) async -> Response {
    let existing = CSRFToken.cookie(of: request)
    let token = existing ?? CSRFToken.make()
    let screen = await build.frontEnd.openAdd(repository: repository)
    var response = answer(screen, to: AddForm(), token: token)
    if existing == nil { response.setCookie(CSRFToken.setCookie(token)) }
    return response
  }

  /// `POST /build/add`: Done or Cancel, from one of our add pages only.
  private func submit(_ request: Request, context: WebRequestContext) async throws -> Response {
    let form = try await AddForm.read(from: request, context: context)
    let cookie = CSRFToken.cookie(of: request)
    guard CSRFToken.matches(cookie: cookie, field: form.csrf) else { throw WebError.crossSite }
    let frontEnd = build.frontEnd
    let screen =
      form.action == "cancel"
      ? await frontEnd.tapCancel(repository: repository)
      : await frontEnd.tapDone(
        firstName: form.firstName, lastName: form.lastName, repository: repository)
    return answer(screen, to: form, token: form.csrf)
  }

  // MARK: - Private

  /// The add page again with what was typed, or a 303 to the list marking the new row.
  private func answer(_ screen: AddScreen, to form: AddForm, token: String) -> Response {
    switch screen {
    case .closed(let added?):
      return .seeOther("\(build.listPath)?added=\(added.id)#contact-\(added.id)")
    case .closed(nil):
      return .seeOther(build.listPath)
    case .form(let alert):
      let page = AddPage(
        build: build, firstName: form.firstName, lastName: form.lastName, alert: alert,
        csrfToken: token)
      return page.html.response(status: status(of: alert, for: form))
    }
  }

  /// 422 when the names were refused, 500 when valid names could not be saved.
  private func status(of alert: String?, for form: AddForm) -> HTTPResponse.Status {
    guard alert != nil else { return .ok }
    let isValid = (try? ContactDraft(firstName: form.firstName, lastName: form.lastName)) != nil
    return isValid ? .internalServerError : .unprocessableContent
  }
}
