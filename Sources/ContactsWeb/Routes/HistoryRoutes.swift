import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import Hummingbird

/// A contact's history, behind the token check: `GET /build/contacts/ID/history`,
/// `GET /build/contacts/ID/history/N`, `POST /build/contacts/ID/history/N/revert`.
struct HistoryRoutes {
  let build: Architecture
  let app: any AddressBookApp

  func register(on group: RouterGroup<WebRequestContext>) {
    let history = group.group("contacts").add(middleware: CSRFCheck())
    history.get(":id/history") { _, context in
      let screen = try await app.history(of: id(context), limit: PageRequest.defaultLimit)
      return HistoryPage(build: build, screen: screen, csrfToken: context.csrfToken).html
        .response()
    }
    history.get(":id/history/:number") { _, context in
      let id = try id(context)
      let row = try await app.version(of: id, number: number(context))
      return VersionPage(build: build, contactID: id, row: row, csrfToken: context.csrfToken)
        .html.response()
    }
    history.post(":id/history/:number/revert") { _, context -> Response in
      let id = try id(context)
      _ = try await app.revert(id, to: number(context))
      // The details page offers to undo the revert, as after an edit.
      return .seeOther(build.detailsPath(id) + "?edited=1")
    }
  }

  private func id(_ context: WebRequestContext) throws -> Contact.ID {
    try context.parameters.require("id", as: Contact.ID.self)
  }

  private func number(_ context: WebRequestContext) throws -> Int {
    try context.parameters.require("number", as: Int.self)
  }
}
