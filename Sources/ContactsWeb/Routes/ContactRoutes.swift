import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import Hummingbird

/// Add, details, edit, delete and share: every page about one contact, behind the token check.
struct ContactRoutes {
  let build: Architecture
  let app: any AddressBookApp

  func register(on group: RouterGroup<WebRequestContext>) {
    let add = group.group("add").add(middleware: CSRFCheck())
    add.get { _, context in
      formPage(await app.openAdd(), editing: nil, alert: nil, context: context)
    }
    add.post { _, context in try await submit(context, editing: nil) }

    let contacts = group.group("contacts").add(middleware: CSRFCheck())
    contacts.get(":id") { _, context in
      try await detailsPage(try await app.show(id(context)), confirming: false, context)
    }
    contacts.get(":id/vcard") { _, context in try await share(id(context)) }
    contacts.get(":id/delete") { _, context in
      try await detailsPage(try await app.askToDelete(id(context)), confirming: true, context)
    }
    contacts.post(":id/delete") { _, context -> Response in
      // CSRFCheck reads and checks every POST of this area before the route runs.
      guard let sent = context.sentForm else { throw WebError.unreadableForm }
      if sent.isCancel {
        return .seeOther(build.detailsPath(try await app.cancelDelete(id(context)).id))
      }
      _ = try await app.delete(id(context))
      return .seeOther(build.listPath + "?deleted=1")
    }
    contacts.get(":id/edit") { _, context in
      let id = try id(context)
      return formPage(try await app.openEdit(id), editing: id, alert: nil, context: context)
    }
    contacts.post(":id/edit") { _, context in try await submit(context, editing: id(context)) }
  }

  // MARK: - Private

  private func id(_ context: WebRequestContext) throws -> Contact.ID {
    try context.parameters.require("id", as: Contact.ID.self)
  }

  /// Done or Cancel on the add or edit form: a 303 to where the closed screen leads, or the
  /// form again with what was typed and why it was not saved (422 refused, 500 store failed).
  private func submit(_ context: WebRequestContext, editing id: Contact.ID?) async throws
    -> Response
  {
    // CSRFCheck reads and checks every POST of this area before the route runs.
    guard let sent = context.sentForm else { throw WebError.unreadableForm }
    let body = ContactFormBody(sent)
    if body.isCancel {
      // The app closes the screen, saving nothing, and says where that leads.
      let shown: ReturnScreen
      if let id { shown = try await app.cancelEdit(id) } else { shown = try await app.cancelAdd() }
      return .seeOther(build.path(shown))
    }
    let saved: ContactViewModel
    do throws(AppFailure) {
      if let id {
        saved = ContactViewModel(try await app.edit(id, body.form))
      } else {
        saved = try await app.add(body.form)
      }
    } catch {
      switch error {
      case .refused, .storeFailed:
        return formPage(body.form, editing: id, alert: error, context: context)
      case .notFound, .fileFailed, .syncFailed, .unanswered, .unexpected:
        throw error
      }
    }
    // The list window around the saved row, which is marked and scrolled into view.
    return .seeOther(build.listPath(PageRequest(.around(saved.position)), saved: saved.id))
  }

  /// `GET /build/contacts/ID/vcard`: the contact alone in a vCard file, to download.
  private func share(_ id: Contact.ID) async throws -> Response {
    let card = try await app.share(id)
    return Response(
      status: .ok,
      headers: [
        .contentType: "\(card.mediaType); charset=utf-8",
        .contentDisposition: ContentDisposition.attachment(fileName: card.fileName),
        .cacheControl: "no-store", .contentLength: String(card.data.count),
      ],
      body: .init(byteBuffer: ByteBuffer(bytes: card.data)))
  }

  private func formPage(
    _ form: ContactForm, editing id: Contact.ID?, alert: AppFailure?, context: WebRequestContext
  ) -> Response {
    ContactFormPage(
      build: build, form: form, editedID: id, alert: alert?.message,
      csrfToken: context.csrfToken
    ).html.response(status: alert?.status ?? .ok)
  }

  private func detailsPage(_ card: ContactCard, confirming: Bool, _ context: WebRequestContext)
    async throws -> Response
  {
    DetailsPage(
      build: build, card: card, isConfirmingDelete: confirming, csrfToken: context.csrfToken
    ).html.response()
  }
}
