import Hummingbird

/// A page that says what went wrong, titled in words, with a way back where the person was.
struct ErrorPage {
  let status: HTTPResponse.Status
  /// The heading: what happened, in a person's words rather than HTTP's.
  let title: String
  let message: String

  /// A page for `status`, titled `title` or by ``defaultTitle(for:)``.
  init(status: HTTPResponse.Status, title: String? = nil, message: String) {
    self.status = status
    self.title = title ?? Self.defaultTitle(for: status)
    self.message = message
  }

  /// The page, with `back` as its link.
  func html(back: WayBack) -> HTML {
    Layout.page(
      title: title, build: back.build,
      main: """
        <h1>\(summary: title)</h1>
        <p class="error" role="alert">\(summary: message)</p>
        <p><a href="\(back.path)">\(back.label)</a></p>
        """)
  }

  /// The heading for a status Hummingbird or NIO raised without saying more.
  static func defaultTitle(for status: HTTPResponse.Status) -> String {
    switch status {
    case .notFound: "Page not found"
    case .contentTooLarge: "Too much to send"
    case .badRequest: "Request not understood"
    case .methodNotAllowed: "Not possible on this page"
    default: "Something went wrong"
    }
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
