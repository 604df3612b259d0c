import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import Hummingbird

/// Recently deleted and undo, behind the token check: `GET /build/deleted`,
/// `POST /build/deleted/ID/restore`, `POST /build/deleted/ID/forever`, `POST /build/undo`.
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
    deleted.post(":id/forever") { _, context -> Response in
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
