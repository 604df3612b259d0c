import Hummingbird

/// The request context of the web app: Hummingbird's basic one, with a 64 KiB body limit.
public struct WebRequestContext: RequestContext {
  /// The largest request body read; a form needs far less. Larger bodies get 413.
  public static let bodyLimit = 64 * 1024

  /// What Hummingbird keeps for every request.
  public var coreContext: CoreRequestContextStorage
  /// The token a page embeds in its forms, or the one a POST sent; set by `CSRFCheck`.
  var csrfToken = ""
  /// What a POST sent, read and checked by `CSRFCheck`; nil elsewhere.
  var sentForm: SentForm?

  /// A context for a request that arrived from `source`.
  public init(source: Source) {
    coreContext = .init(source: source)
  }

  /// The body limit Hummingbird's decoders apply: ``bodyLimit``.
  public var maxUploadSize: Int { Self.bodyLimit }
}
