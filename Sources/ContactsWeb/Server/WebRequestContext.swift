import Hummingbird

/// The request context of the browser's pages: the root's, made the browser's by its group, with
/// a 64 KiB body limit and the form a POST sent. Another kind of client (a CardDAV one) has a
/// context of its own, under a group of its own (`ProtocolRoutes`).
public struct WebRequestContext: ChildRequestContext {
  /// The largest request body read; a form needs far less. Larger bodies get 413.
  public static let bodyLimit = 64 * 1024

  /// What Hummingbird keeps for every request.
  public var coreContext: CoreRequestContextStorage
  /// The token a page embeds in its forms, or the one a POST sent; set by `CSRFCheck`.
  var csrfToken = ""
  /// What a POST sent, read and checked by `CSRFCheck`; nil elsewhere.
  var sentForm: SentForm?
  /// The client's IP address, as failed sign-ins are counted by.
  let clientAddress: String

  /// The browser's context for a request the root router took.
  public init(context: ServerRequestContext) {
    coreContext = context.coreContext
    clientAddress = context.clientAddress
  }

  /// The body limit Hummingbird's decoders apply: ``bodyLimit``.
  public var maxUploadSize: Int { Self.bodyLimit }
}
