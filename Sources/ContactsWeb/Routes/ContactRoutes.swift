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
      formPage(await app.openAdd(), editing: nil, context: context)
    }
    add.post { _, context in try await submit(context, editing: nil) }

    let contacts = group.group("contacts").add(middleware: CSRFCheck())
    contacts.get(":id") { request, context in
      let card = try await app.show(id(context))
      // Right after an edit, a revert or a merge into this contact, the page offers to undo it.
      let done: UndoOffer.Done? =
        QueryString.has("edited", in: request)
        ? .edit(card.id) : QueryString.has("merged", in: request) ? .merge : nil
      let offer = done == nil ? nil : try await app.undoOffer()
      var page = DetailsPage(
        build: build, card: card, isConfirmingDelete: false, csrfToken: context.csrfToken,
        undoOffer: done.flatMap { UndoOffer.offered(offer, after: $0) })
      page.versions = try await app.history(of: card.id, limit: 0).total
      return page.html.response()
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
      return formPage(try await app.openEdit(id), editing: id, context: context)
    }
    contacts.post(":id/edit") { _, context in try await submit(context, editing: id(context)) }
  }

  // MARK: - Private

  private func id(_ context: WebRequestContext) throws -> Contact.ID {
    try context.parameters.require("id", as: Contact.ID.self)
  }

  /// Done or Cancel on the add or edit form: a 303 to where the closed screen leads, or the
  /// form again with what was typed and why it was not saved (422 refused, 500 store failed);
  /// "Add another" or "Remove": the form again with a row more or less, nothing saved.
  private func submit(_ context: WebRequestContext, editing id: Contact.ID?) async throws
    -> Response
  {
    // CSRFCheck reads and checks every POST of this area before the route runs.
    guard let sent = context.sentForm else { throw WebError.unreadableForm }
    let body = ContactFormBody(sent)
    let saved: ContactViewModel
    switch body.press {
    case .cancel:
      // The app closes the screen, saving nothing, and says where that leads.
      let shown: ReturnScreen
      if let id { shown = try await app.cancelEdit(id) } else { shown = try await app.cancelAdd() }
      return .seeOther(build.path(shown))
    case .add(let rows):
      let form = rows.adding(to: body.form)
      let focus = rows.firstFieldID(rows.count(in: form) - 1)
      return formPage(body, form: form, editing: id, focus: focus, context: context)
    case .remove(let rows, let index):
      let form = rows.removing(index, from: body.form)
      return formPage(
        body, form: form, editing: id, focus: "add-\(rows.rawValue)", context: context)
    case .done:
      do throws(AppFailure) {
        if let id {
          saved = ContactViewModel(try await app.edit(id, body.form))
        } else {
          saved = try await app.add(body.form)
        }
      } catch {
        switch error {
        case .refused, .storeFailed:
          return formPage(body, form: body.form, editing: id, failure: error, context: context)
        case .notFound, .fileFailed, .syncFailed, .bookRefused, .unanswered, .unexpected:
          throw error
        }
      }
    }
    // Edit then Done returns to the contact; a new contact is shown in the list window around
    // its row, which is marked and scrolled into view.
    if id != nil { return .seeOther(build.detailsPath(saved.id) + "?edited=1") }
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

  /// The form page as it opens, with `form`.
  private func formPage(_ form: ContactForm, editing id: Contact.ID?, context: WebRequestContext)
    -> Response
  {
    ContactFormPage(
      build: build, form: form, editedID: id, failure: nil, csrfToken: context.csrfToken
    ).html.response()
  }

  /// The form page again after a press on `body`, with `form` and the dates as typed: refused
  /// with `failure` (422 refused, 500 store failed), or with a row added or removed.
  private func formPage(
    _ body: ContactFormBody, form: ContactForm, editing id: Contact.ID?,
    failure: AppFailure? = nil, focus: String? = nil, context: WebRequestContext
  ) -> Response {
    ContactFormPage(
      build: build, form: form, editedID: id, failure: failure, csrfToken: context.csrfToken,
      typedDates: (body.birthday, body.anniversary), focusID: focus
    ).html.response(status: failure?.status ?? .ok)
  }

  private func detailsPage(_ card: ContactCard, confirming: Bool, _ context: WebRequestContext)
    async throws -> Response
  {
    DetailsPage(
      build: build, card: card, isConfirmingDelete: confirming, csrfToken: context.csrfToken
    ).html.response()
  }
}
