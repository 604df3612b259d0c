import Foundation

/// One card as the server holds it: its href, its version and its bytes.
public struct RemoteCard: Hashable, Sendable {
  public let href: String
  public let etag: String
  public let data: Data

  public init(href: String, etag: String, data: Data) {
    self.href = href
    self.etag = etag
    self.data = data
  }
}
