import Hummingbird
import NIOCore

/// The request context of the root router: what every request starts as, before the group of
/// the client it is for (the browser's pages, or another protocol's routes) makes it that kind's
/// own context, with that kind's body limit and state. It reads no body itself.
public struct ServerRequestContext: RequestContext, RemoteAddressRequestContext {
  /// What Hummingbird keeps for every request.
  public var coreContext: CoreRequestContextStorage
  /// The client's address, as failed sign-ins are counted by.
  public let remoteAddress: SocketAddress?

  /// A context for a request that arrived from `source`.
  public init(source: Source) {
    coreContext = .init(source: source)
    remoteAddress = source.channel.remoteAddress
  }

  /// The client's IP address, or "unknown" when the connection does not say.
  public var clientAddress: String { remoteAddress?.ipAddress ?? "unknown" }
}
