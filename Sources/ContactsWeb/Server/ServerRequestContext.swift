import Hummingbird
import NIOCore

/// The request context of the root router: what every request starts as, before the group of
/// the client it is for (the browser's pages, or another protocol's routes) makes it that kind's
/// own context, with that kind's body limit and state. It reads no body itself.
public struct ServerRequestContext: RequestContext {
  /// What Hummingbird keeps for every request.
  public var coreContext: CoreRequestContextStorage
  /// The client's address, when the channel knows it: what throttles sign-ins per address.
  public let remoteAddress: SocketAddress?

  /// A context for a request that arrived from `source`.
  public init(source: Source) {
    coreContext = .init(source: source)
    remoteAddress = source.channel.remoteAddress
  }
}
