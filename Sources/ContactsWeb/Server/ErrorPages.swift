import ContactsApp
import ContactsPresentation
import Hummingbird
import Logging

/// Turns every error into a page a person can read, with the right status: 404 for an unknown
/// address or contact, 413 for a body over the limit, 403 for a refused request, 500 for a
/// store that failed and for anything else.
struct ErrorPages: RouterMiddleware {
  typealias Context = WebRequestContext

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      return try await next(request, context)
    } catch let failure as AppFailure {
      return ErrorPage(
        status: failure.status, title: failure.pageTitle, message: failure.message
      ).response(from: request)
    } catch let error as WebError {
      return error.page.response(from: request)
    } catch let error as any HTTPResponseError {
      return ErrorPage(status: error.status, message: ErrorPage.defaultMessage(for: error.status))
        .response(from: request)
    } catch {
      context.logger.error("Request failed: \(error)")
      return ErrorPage(
        status: .internalServerError,
        message: ErrorPage.defaultMessage(for: .internalServerError)
      ).response(from: request)
    }
  }
}
