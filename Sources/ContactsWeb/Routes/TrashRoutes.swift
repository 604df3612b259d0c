import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import Hummingbird

/// Recently deleted and undo, behind the token check: `GET /build/deleted`,
/// `POST /build/deleted/ID/restore`, `GET /build/deleted/ID/forever` (the question) and its
/// `POST` (Delete forever, or Cancel), `POST /build/undo`.
struct TrashRoutes {
  let build: Architecture
  let app: any AddressBookApp

  func register(on group: RouterGroup<WebRequestContext>) {
    let deleted = group.group("deleted").add(middleware: CSRFCheck())
    deleted.get { request, context in
      let screen: Result<RecentlyDeletedScreen, AppFailure>
      do throws(AppFailure) {
        screen = .success(try await app.recentlyDeleted(limit: PageRequest.defaultLimit))
      } catch {
        screen = .failure(error)
      }
      let forever = QueryString.has("forever", in: request)
      let page = RecentlyDeletedPage(
        build: build, screen: screen, deletedForGood: forever, csrfToken: context.csrfToken)
      return page.html.response(status: screen.failureStatus ?? .ok)
    }
    deleted.post(":id/restore") { _, context -> Response in
      .seeOther(
        try await app.restore(id(context)).contactID.map(build.detailsPath) ?? build.listPath)
    }
    deleted.get(":id/forever") { _, context in
      // Asks first, naming the contact: the row as the page showed it.
      let screen = try await app.recentlyDeleted(limit: PageRequest.defaultLimit)
      let id = try id(context)
      guard let row = screen.row(id) else { throw RecentlyDeletedScreen.notShown(id) }
      var page = RecentlyDeletedPage(
        build: build, screen: .success(screen), deletedForGood: false, csrfToken: context.csrfToken)
      page.confirming = row
      return page.html.response()
    }
    deleted.post(":id/forever") { _, context -> Response in
      guard let sent = context.sentForm else { throw WebError.unreadableForm }
      if sent.isCancel { return .seeOther(build.recentlyDeletedPath) }
      _ = try await app.deleteForever(id(context))
      return .seeOther(build.recentlyDeletedPath + "?forever=1")
    }
    group.group("undo").add(middleware: CSRFCheck()).post { _, context -> Response in
      // The change the page offered, always: without it undo would take back whatever is
      // last, which an old page must never do.
      guard let sent = context.sentForm,
        let change = sent.text("change").flatMap(UndoableChange.ID.init)
      else { throw WebError.unreadableForm }
      let outcome = try await app.undo(change)
      guard let contact = outcome.contactID else {
        return UndonePage.html(outcome, build: build).response(status: .ok)
      }
      return .seeOther(build.detailsPath(contact))
    }
  }

  private func id(_ context: WebRequestContext) throws -> Contact.ID {
    try context.parameters.require("id", as: Contact.ID.self)
  }
}
