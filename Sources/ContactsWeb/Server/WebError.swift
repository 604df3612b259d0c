import ContactsDomain
import ContactsPresentation
import Hummingbird

/// A refusal with a status, a title and a sentence for the error page.
struct WebError: HTTPResponseError {
  let status: HTTPResponse.Status
  let title: String
  let message: String

  var headers: HTTPFields { [:] }

  /// The error page saying so.
  var page: ErrorPage { ErrorPage(status: status, title: title, message: message) }

  func response(from request: Request, context: some RequestContext) throws -> Response {
    page.response(from: request)
  }

  /// A POST from another site, or without our form's token.
  static let crossSite = WebError(
    status: .forbidden, title: "Form not accepted",
    message: "This form did not come from this app, so nothing was saved. "
      + "Open the add page again and retry.")

  /// A `Host` that is not this computer while the server only listens on loopback.
  static let foreignHost = WebError(
    status: .forbidden, title: "Address not served",
    message: "This server only answers to localhost, 127.0.0.1 and [::1].")

  /// An upload over the import page's limit.
  static let fileTooLarge = WebError(
    status: .contentTooLarge, title: "File too large",
    message: "The file is larger than \(ByteCount.text(TransferRoutes.maximumImportSize)), so "
      + "nothing was imported. Split it and import the parts.")

  /// Search text with a control character, such as NUL, that no name can hold.
  static let unsearchable = WebError(
    status: .badRequest, title: "Search not possible", message: ListScreen.unsearchableSentence)

  /// A request whose body broke HTTP's rules, such as a chunk size that overflows.
  static let malformedRequest = WebError(
    status: .badRequest, title: "Request not understood",
    message: "The request could not be read: it breaks HTTP's rules.")

  /// A form whose fields could not be read.
  static let unreadableForm = WebError(
    status: .badRequest, title: "Form not understood", message: "The form could not be read.")
}
