import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// Hummingbird's HTTP/1.1 child channel with a ``ConnectionWatch`` and ``ExpectContinue`` just
/// after the request decoder, where a request's headers show as one decoded part.
struct WatchedHTTP1Channel: ServerChildChannel {
  typealias Value = HTTP1Channel.Value

  let http1: HTTP1Channel
  let registry: ConnectionRegistry
  let headerTimeout: TimeAmount

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
      let pipeline = channel.pipeline.syncOperations
      let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
      try pipeline.addHandler(
        ConnectionWatch(registry: registry, headerTimeout: headerTimeout),
        position: .after(decoder))
      try pipeline.addHandler(ExpectContinue(), position: .after(decoder))
      return value
    }
  }

  func handle(value: Value, logger: Logger) async {
    await http1.handle(value: value, logger: logger)
  }
}
