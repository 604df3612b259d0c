/// One card of a listing: where it is and which version it is.
public struct RemoteEntry: Hashable, Sendable {
  public let href: String
  public let etag: String

  public init(href: String, etag: String) {
    self.href = href
    self.etag = etag
  }
}
