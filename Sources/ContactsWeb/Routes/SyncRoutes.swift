import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import Hummingbird

/// The sync page: `GET /build/sync`, Sync now (`POST /build/sync`, 303 back with the
/// summary, or the page itself when the sync has notices to say once) and a conflict's choice (`POST /build/sync/conflicts/ID`), behind the token check.
struct SyncRoutes {
  let build: Architecture
  let app: any AddressBookApp

  func register(on group: RouterGroup<WebRequestContext>) {
    let sync = group.group("sync").add(middleware: CSRFCheck())
    sync.get { request, context in
      let pairs = QueryString.decode(request.uri.query ?? "") ?? []
      var page = try await page(context)
      page.synced = SyncSummaryQuery.decode(pairs)
      page.undoOffer = try await undoOffer(after: page.synced)
      page.kept = pairs.first { $0.name == "kept" }.flatMap {
        SyncConflict.Choice(rawValue: $0.value)
      }
      return page.html.response()
    }
    sync.post { _, context in try await syncNow(context) }
    sync.post("conflicts/:id") { _, context in try await resolve(context) }
  }

  /// Sync now, or Confirm: a 303 to the page with the summary, or the page asking to confirm.
  private func syncNow(_ context: WebRequestContext) async throws -> Response {
    guard let form = context.sentForm else { throw WebError.unreadableForm }
    let dryRun = form.text("dryRun") != nil
    let account = form.text("account").flatMap { $0.isEmpty ? nil : $0 }
    let outcome = try await app.sync(
      account: account, dryRun: dryRun, confirmed: form.text("confirmed") != nil,
      progress: { _ in })
    switch outcome {
    case .synced(let accounts) where !accounts.contains(where: \.report.saysMore):
      return .seeOther(build.syncPath + QueryString.encode(SyncSummaryQuery.encode(accounts)))
    case .synced(let accounts):
      // Skipped cards and notices are said once (a read-only book's is never repeated), and an
      // address cannot carry them: the page answers the POST itself.
      var page = try await page(context)
      page.synced = accounts
      page.undoOffer = try await undoOffer(after: accounts)
      return page.html.response()
    case .needsConfirmation(let synced, let account, let reason):
      var page = try await page(context)
      page.synced = synced
      page.stop = (account, reason, dryRun)
      return page.html.response()
    }
  }

  /// "Keep mine" or "Keep the server's": a 303 to the page saying which was kept.
  private func resolve(_ context: WebRequestContext) async throws -> Response {
    guard let form = context.sentForm,
      let choice = form.text("keep").flatMap(SyncConflict.Choice.init(rawValue:))
    else { throw WebError.unreadableForm }
    let id = try context.parameters.require("id", as: Int64.self)
    _ = try await app.resolveConflict(id, keep: choice)
    return .seeOther(build.syncPath + QueryString.encode([("kept", choice.rawValue)]))
  }

  /// The sync to undo, when `synced` changed contacts here and it is the latest change.
  private func undoOffer(after synced: [SyncedAccount]) async throws -> UndoOffer? {
    guard synced.contains(where: { !$0.report.isDryRun && $0.report.counts.changedContactsHere })
    else { return nil }
    return UndoOffer.offered(try await app.undoOffer(), after: .sync)
  }

  private func page(_ context: WebRequestContext) async throws -> SyncPage {
    SyncPage(
      build: build, csrfToken: context.csrfToken, accounts: try await app.syncStatus(),
      conflicts: try await app.syncConflicts())
  }
}
