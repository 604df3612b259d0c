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
      let screen: Result<BackupsScreen, AppFailure>
      do throws(AppFailure) {
        screen = .success(try await app.backups())
      } catch {
        screen = .failure(error)
      }
      let page = BackupsPage(build: build, screen: screen)
      return page.html.response(status: screen.failureStatus ?? .ok)
    }
    backups.get(":name") { _, context in
      let row = try await row(context)
      let changes: Result<BackupChanges, AppFailure>
      do throws(AppFailure) {
        changes = .success(try await app.previewRestore(row.path))
      } catch {
        changes = .failure(error)
      }
      let page = BackupRestorePage(
        build: build, name: row.name, outcome: .preview(changes), csrfToken: context.csrfToken)
      return page.html.response(status: changes.failureStatus ?? .ok)
    }
    backups.post(":name/restore") { _, context in
      let row = try await row(context)
      let restored: Result<RestoredBackup, AppFailure>
      do throws(AppFailure) {
        restored = .success(try await app.restoreBackup(row.path))
      } catch {
        restored = .failure(error)
      }
      let page = BackupRestorePage(
        build: build, name: row.name, outcome: .restored(restored), csrfToken: context.csrfToken)
      return page.html.response(status: restored.failureStatus ?? .ok)
    }
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
