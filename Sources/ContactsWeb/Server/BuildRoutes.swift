import ContactsDomain
import ContactsVIPERSession
import Foundation
import Hummingbird

/// Every page of one build, at `/mvvm/…` or `/viper/…`. The HTTP work is the same for both
/// builds; only `build.frontEnd` tells them apart.
struct BuildRoutes: Sendable {
  let build: Build
  let repository: any ContactRepository

  func register(on router: Router<WebRequestContext>) {
    let base = "/\(build.rawValue)"
    router.get(RouterPath(build.listPath)) { request, _ in await list(request) }
    router.get(RouterPath(build.addPath)) { request, _ in
      await formPage(request, editing: nil) { await $0.openAdd(repository: repository) }
    }
    router.post(RouterPath(build.addPath)) { request, context in
      try await submitForm(request, context, editing: nil) {
        await $0.submitAdd($1, repository: repository)
      }
    }
    router.get(RouterPath("\(base)/import")) { request, _ in importPage(request) }
    router.post(RouterPath("\(base)/import")) { request, _ in try await importFile(request) }
    router.get(RouterPath("\(base)/export.vcf")) { _, _ in await export() }
    router.get(RouterPath("\(base)/contacts/:id")) { request, context in
      try await detailsPage(request, context) {
        await $0.showDetails(id: $1, repository: repository)
      }
    }
    router.get(RouterPath("\(base)/contacts/:id/delete")) { request, context in
      try await detailsPage(request, context) {
        await $0.deleteTapped(id: $1, repository: repository)
      }
    }
    router.post(RouterPath("\(base)/contacts/:id/delete")) { request, context in
      try await delete(request, context)
    }
    router.get(RouterPath("\(base)/contacts/:id/edit")) { request, context in
      let id = try context.parameters.require("id", as: Contact.ID.self)
      return await formPage(request, editing: id) {
        await $0.openEdit(id: id, repository: repository)
      }
    }
    router.post(RouterPath("\(base)/contacts/:id/edit")) { request, context in
      let id = try context.parameters.require("id", as: Contact.ID.self)
      return try await submitForm(request, context, editing: id) {
        await $0.submitEdit(id: id, $1, repository: repository)
      }
    }
  }

  // MARK: - List

  /// `GET /build/?q=…&after=…|before=…|around=…&saved=ID&deleted=1`.
  private func list(_ request: Request) async -> Response {
    // Read as a form encodes it, where "+" is a space: Hummingbird's parameters keep the "+".
    let pairs = QueryString.decode(request.uri.query ?? "") ?? []
    let parameter = { (name: String) in pairs.first { $0.name == name }?.value }
    let query = parameter("q") ?? ""
    let screen = await build.frontEnd.showList(
      PageRequest(anchor(parameter), query: query), repository: repository)
    let page = ListPage(
      build: build, screen: screen, query: query,
      markedID: parameter("saved").flatMap { Contact.ID($0) }, deleted: parameter("deleted") != nil)
    return page.html.response(status: page.isError ? .internalServerError : .ok)
  }

  /// The window the link names; a key that is not one of ours opens the first window.
  private func anchor(_ parameter: (String) -> String?) -> PageRequest.Anchor {
    func key(_ name: String) -> ContactPosition? {
      parameter(name).flatMap(ContactPosition.init(cursor:))
    }
    if let position = key("after") { return .after(position) }
    if let position = key("before") { return .before(position) }
    if let position = key("around") { return .around(position) }
    if let letter = parameter("letter"), letter.count == 1 {
      return PageRequest.startingAt(letter).anchor
    }
    return .first
  }

  // MARK: - Import and export

  /// The largest file the import page takes.
  static let maximumImportSize = 50 * 1024 * 1024

  private func importPage(_ request: Request) -> Response {
    let existing = CSRFToken.cookie(of: request)
    let token = existing ?? CSRFToken.make()
    var response = ImportPage(build: build, csrfToken: token, result: nil).html.response()
    if existing == nil { response.setCookie(CSRFToken.setCookie(token)) }
    return response
  }

  /// `POST /build/import`: a file from our import page, up to 50 MiB, in one transaction.
  private func importFile(_ request: Request) async throws -> Response {
    let body: ByteBuffer
    do {
      // The multipart envelope adds a few hundred bytes around the file.
      body = try await request.body.collect(upTo: Self.maximumImportSize + 16 * 1024)
    } catch {
      throw WebError.fileTooLarge
    }
    guard
      let form = MultipartForm(
        body: Data(body.readableBytesView), contentType: request.headers[.contentType] ?? ""),
      let file = form.parts.first(where: { $0.name == "file" })
    else { throw WebError.unreadableForm }
    try CSRFToken.require(form.text(CSRFToken.fieldName) ?? "", matching: request)
    let result = await build.frontEnd.importFile(
      ImportFile(name: file.fileName ?? "upload.vcf", data: file.data),
      dryRun: form.text("dryRun") != nil, repository: repository)
    let page = ImportPage(
      build: build, csrfToken: form.text(CSRFToken.fieldName) ?? "", result: result)
    if case .failed = result { return page.html.response(status: .unprocessableContent) }
    return page.html.response()
  }

  /// `GET /build/export.vcf`: every contact as one vCard 4.0 file, to download.
  private func export() async -> Response {
    switch await build.frontEnd.export(repository: repository) {
    case .file(let bytes):
      return Response(
        status: .ok,
        headers: [
          .contentType: "text/vcard; charset=utf-8",
          .contentDisposition: "attachment; filename=\"contacts.vcf\"",
          .cacheControl: "no-store", .contentLength: String(bytes.count),
        ],
        body: .init(byteBuffer: ByteBuffer(bytes: bytes)))
    case .failed(let message):
      return ErrorPage(status: .internalServerError, message: message).html.response(
        status: .internalServerError)
    }
  }

  // MARK: - Add and edit

  /// The add or edit form, and a token cookie when the browser has none.
  private func formPage(
    _ request: Request, editing id: Contact.ID?,
    _ open: (any WebFrontEnd) async -> FormState
  ) async -> Response {
    let existing = CSRFToken.cookie(of: request)
    let token = existing ?? CSRFToken.make()
    var response = answer(await open(build.frontEnd), editing: id, token: token)
    if existing == nil { response.setCookie(CSRFToken.setCookie(token)) }
    return response
  }

  /// Done or Cancel, from one of our pages only.
  private func submitForm(
    _ request: Request, _ context: WebRequestContext, editing id: Contact.ID?,
    _ submit: (any WebFrontEnd, FormAction) async -> FormState
  ) async throws -> Response {
    let body = try await ContactFormBody.read(from: request, context: context)
    try CSRFToken.require(body.csrf, matching: request)
    return answer(await submit(build.frontEnd, body.formAction), editing: id, token: body.csrf)
  }

  /// The form again with what was typed, or a 303 to where the closed screen leads.
  private func answer(_ screen: FormState, editing id: Contact.ID?, token: String) -> Response {
    switch screen {
    case .saved(let row):
      // The list window around the saved row, which is marked and scrolled into view.
      return .seeOther(build.listPath(PageRequest(.around(row.position)), saved: row.id))
    case .cancelled:
      return .seeOther(id.map(build.detailsPath) ?? build.listPath)
    case .form(let form, _, let alert):
      let page = ContactFormPage(
        build: build, form: form, editedID: id, alert: alert, csrfToken: token)
      return page.html.response(status: status(of: alert, for: form))
    case .error(let message):
      return ErrorPage(status: .notFound, message: message).html.response(status: .notFound)
    }
  }

  /// 422 when the input was refused, 500 when valid input could not be saved.
  private func status(of alert: String?, for form: ContactForm) -> HTTPResponse.Status {
    guard alert != nil else { return .ok }
    return (try? ContactDraft(form)) == nil ? .unprocessableContent : .internalServerError
  }

  // MARK: - Details and delete

  private func detailsPage(
    _ request: Request, _ context: WebRequestContext,
    _ open: (any WebFrontEnd, Contact.ID) async -> DetailsState
  ) async throws -> Response {
    let id = try context.parameters.require("id", as: Contact.ID.self)
    let existing = CSRFToken.cookie(of: request)
    let token = existing ?? CSRFToken.make()
    var response = answer(await open(build.frontEnd, id), token: token)
    if existing == nil { response.setCookie(CSRFToken.setCookie(token)) }
    return response
  }

  /// `POST /build/contacts/ID/delete`: the confirmation's Delete button.
  private func delete(_ request: Request, _ context: WebRequestContext) async throws -> Response {
    let id = try context.parameters.require("id", as: Contact.ID.self)
    let body = try await ContactFormBody.read(from: request, context: context)
    try CSRFToken.require(body.csrf, matching: request)
    return answer(
      await build.frontEnd.deleteConfirmed(id: id, repository: repository), token: body.csrf)
  }

  private func answer(_ screen: DetailsState, token: String) -> Response {
    switch screen {
    case .card(let card):
      return DetailsPage(build: build, card: card, isConfirmingDelete: false, csrfToken: token)
        .html.response()
    case .confirmDelete(let card):
      return DetailsPage(build: build, card: card, isConfirmingDelete: true, csrfToken: token)
        .html.response()
    case .deleted:
      return .seeOther(build.listPath + "?deleted=1")
    case .error(let message):
      return ErrorPage(status: .notFound, message: message).html.response(status: .notFound)
    }
  }
}
