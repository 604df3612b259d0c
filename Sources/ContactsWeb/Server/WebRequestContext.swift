import Hummingbird

/// The request context of the web app: Hummingbird's basic one, with a 64 KiB body limit.
public struct WebRequestContext: RequestContext {
  /// The largest request body read; a form needs far less. Larger bodies get 413.
  public static let bodyLimit = 64 * 1024

  public var coreContext: CoreRequestContextStorage

  public init(source: Source) {
    coreContext = .init(source: source)
  }

  public var maxUploadSize: Int { Self.bodyLimit }
}
