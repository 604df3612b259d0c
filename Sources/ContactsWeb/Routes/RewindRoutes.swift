import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import Foundation
import Hummingbird

/// Rewind, behind the token check: `GET /build/rewind` (the time field, and with `?to=` the
/// dry run) and `POST /build/rewind` (the rewind, answered with what it changed and Undo).
struct RewindRoutes {
  let build: Architecture
  let app: any AddressBookApp
  /// The time it is: a time after it is refused.
  let now: @Sendable () -> Date

  func register(on group: RouterGroup<WebRequestContext>) {
    let rewind = group.group("rewind").add(middleware: CSRFCheck())
    rewind.get { request, context in
      let pairs = QueryString.decode(request.uri.query ?? "") ?? []
      guard let typed = pairs.first(where: { $0.name == "to" })?.value else {
        return page("", .question, context).html.response()
      }
      return try await answer(typed, context) { date throws(AppFailure) in
        .plan(try await app.rewindPlan(to: date), date)
      }
    }
    rewind.post { _, context in
      guard let sent = context.sentForm else { throw WebError.unreadableForm }
      let typed = sent.text("to") ?? ""
      return try await answer(typed, context) { date throws(AppFailure) in
        let screen = try await app.rewind(to: date)
        let offer = screen.notice == nil ? try await app.undoOffer() : nil
        return .done(screen, UndoOffer.offered(offer, after: .rewind))
      }
    }
  }

  /// The page after `typed` was sent: refused (422), or what `act` shows for its time (the
  /// failure's status when it fails).
  private func answer(
    _ typed: String, _ context: WebRequestContext,
    _ act: (Date) async throws(AppFailure) -> RewindPage.Shown
  ) async throws -> Response {
    let date: Date
    do {
      date = try RewindTime.date(from: typed, now: now())
    } catch {
      return page(typed, .refused(error.message), context).html.response(
        status: .unprocessableContent)
    }
    do throws(AppFailure) {
      return page(typed, try await act(date), context).html.response()
    } catch {
      return page(typed, .failed(error), context).html.response(status: error.status)
    }
  }

  private func page(_ typed: String, _ shown: RewindPage.Shown, _ context: WebRequestContext)
    -> RewindPage
  {
    RewindPage(build: build, typed: typed, shown: shown, csrfToken: context.csrfToken)
  }
}
