import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import Foundation
import Hummingbird

/// The upcoming birthdays page: `GET /build/birthdays?days=30&from=2026-11-25&limit=50`, today
/// by the server's clock (`WebConfiguration.now`) unless `from` says otherwise.
struct BirthdaysRoute {
  let build: Architecture
  let app: any AddressBookApp
  /// The time it is (`WebConfiguration.now`): what "today" is.
  let now: @Sendable () -> Date

  func register(on group: RouterGroup<WebRequestContext>) {
    group.get("birthdays") { request, _ in try await page(request) }
  }

  private func page(_ request: Request) async throws -> Response {
    let pairs = QueryString.decode(request.uri.query ?? "") ?? []
    let parameter = { (name: String) in pairs.first { $0.name == name }?.value }
    let today = BirthdaysRequest.today(at: now(), in: .current)
    let asked: BirthdaysRequest
    do {
      asked = try BirthdaysRequest(
        from: parameter("from"), days: parameter("days"), limit: parameter("limit"), today: today)
    } catch {
      let page = BirthdaysPage(
        build: build, days: parameter("days"), screen: .failure(.init(message: error.message)))
      return page.html.response(status: .badRequest)
    }
    let screen: Result<UpcomingBirthdaysScreen, BirthdaysPage.Refusal>
    var status = HTTPResponse.Status.ok
    do throws(AppFailure) {
      screen = .success(try await app.upcomingBirthdays(in: asked.window, limit: asked.limit))
    } catch {
      screen = .failure(.init(message: error.message))
      status = error.status
    }
    let page = BirthdaysPage(build: build, days: String(asked.window.days), screen: screen)
    return page.html.response(status: status)
  }
}
