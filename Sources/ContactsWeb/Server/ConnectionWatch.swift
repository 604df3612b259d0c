import NIOCore
import NIOHTTP1

/// Watches one connection just after HTTP is decoded: it tells the registry when the
/// connection waits for a request and when it is being answered, and closes it when a request's
/// headers take longer than the deadline to arrive, however steadily they trickle in (which the
/// idle timeout, reset by every byte, lets a slow client do for ever).
final class ConnectionWatch: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundIn = HTTPServerResponsePart
  typealias OutboundOut = HTTPServerResponsePart

  private let registry: ConnectionRegistry
  private let headerTimeout: TimeAmount
  /// The connection's number in the registry, once it is open.
  private var number: Int?
  /// Requests whose headers arrived and whose answer has not ended.
  private var unanswered = 0
  private var deadline: Scheduled<Void>?

  init(registry: ConnectionRegistry, headerTimeout: TimeAmount) {
    self.registry = registry
    self.headerTimeout = headerTimeout
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { open(context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    open(context)
    context.fireChannelActive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .head = unwrapInboundIn(data), let number {
      unanswered += 1
      deadline?.cancel()
      deadline = nil
      registry.answering(number)
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    guard case .end = unwrapOutboundIn(data), let number, unanswered > 0 else {
      return context.write(data, promise: promise)
    }
    unanswered -= 1
    guard unanswered == 0 else { return context.write(data, promise: promise) }
    // The connection waits for another request once the answer's last byte is written, not when
    // it is queued: a slow reader still taking a large export is being answered, so it is never
    // closed for room nor by the header deadline meanwhile.
    let written = context.eventLoop.makePromise(of: Void.self)
    written.futureResult.cascade(to: promise)
    let channel = context.channel
    written.futureResult.assumeIsolated().whenSuccess { [self] in
      guard unanswered == 0 else { return }
      registry.waiting(number)
      startDeadline(channel)
    }
    context.write(data, promise: written)
  }

  func channelInactive(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
    if let number { registry.closed(number) }
    context.fireChannelInactive()
  }

  private func open(_ context: ChannelHandlerContext) {
    guard number == nil else { return }
    number = registry.opened(context.channel)
    startDeadline(context.channel)
  }

  /// Closes the connection unless the next request's headers have arrived by the deadline.
  private func startDeadline(_ channel: any Channel) {
    deadline?.cancel()
    deadline = channel.eventLoop.scheduleTask(in: headerTimeout) { channel.close(promise: nil) }
  }
}
