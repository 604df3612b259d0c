import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import Hummingbird

/// The backups kept beside the book and their restore, behind the token check:
/// `GET /build/backups`, `GET /build/backups/NAME` (what restoring it would change) and
/// `POST /build/backups/NAME/restore`. NAME is looked up among the backups the restore screen
/// lists, by name alone: a name it does not list, or a path, is a 404, and nothing is read.
struct BackupRoutes {
  let build: Architecture
  let app: any AddressBookApp

  func register(on group: RouterGroup<WebRequestContext>) {
    let backups = group.group("backups").add(middleware: CSRFCheck())
    backups.get { _, _ in
      let screen = await answer { () async throws(AppFailure) in try await app.backups() }
      return BackupsPage(build: build, screen: screen).html.response(
        status: screen.failureStatus ?? .ok)
    }
    backups.get(":name") { _, context in
      let row = try await row(context)
      let changes = await answer { () async throws(AppFailure) in
        try await app.previewRestore(row.path)
      }
      return page(row, .preview(changes), context, status: changes.failureStatus)
    }
    backups.post(":name/restore") { _, context in
      let row = try await row(context)
      let restored = await answer { () async throws(AppFailure) in
        try await app.restoreBackup(row.path)
      }
      return page(row, .restored(restored), context, status: restored.failureStatus)
    }
  }

  /// What `action` answered, or why it failed.
  private func answer<Value>(_ action: () async throws(AppFailure) -> Value) async
    -> Result<Value, AppFailure>
  {
    do throws(AppFailure) {
      return .success(try await action())
    } catch {
      return .failure(error)
    }
  }

  /// The restore page of the backup `row` at `outcome`.
  private func page(
    _ row: BackupsScreen.Row, _ outcome: BackupRestorePage.Outcome,
    _ context: WebRequestContext, status: HTTPResponse.Status?
  ) -> Response {
    BackupRestorePage(build: build, name: row.name, outcome: outcome, csrfToken: context.csrfToken)
      .html.response(status: status ?? .ok)
  }

  /// The backup the path names, among those the restore screen lists; a 404 otherwise.
  private func row(_ context: WebRequestContext) async throws -> BackupsScreen.Row {
    let name = try context.parameters.require("name")
    guard let row = try await app.backups().row(named: name) else { throw WebError.noBackup }
    return row
  }
}

extension WebError {
  /// A backup name the backups page does not list.
  static let noBackup = WebError(
    status: .notFound, title: "No such backup",
    message: "No backup kept beside this address book has this name; pick one on the "
      + "\(BackupsScreen.title) page.")
}
