import Hummingbird

/// A page that says what went wrong, with a way back.
struct ErrorPage {
  let status: HTTPResponse.Status
  let message: String

  var html: HTML {
    Layout.page(
      title: status.reasonPhrase, build: nil,
      main: """
        <h1>\(status.reasonPhrase)</h1>
        <p class="error" role="alert">\(message)</p>
        <p><a href="/">Back to the start page</a></p>
        """)
  }

  /// What a person reads for a status Hummingbird or NIO raised without saying more.
  static func defaultMessage(for status: HTTPResponse.Status) -> String {
    switch status {
    case .notFound: "There is no page at this address."
    case .contentTooLarge: "The form was too large. Names are short; please try again."
    case .badRequest: "The request could not be read."
    case .methodNotAllowed: "This page cannot be used that way."
    default: "Something went wrong on the server. Please try again."
    }
  }
}
