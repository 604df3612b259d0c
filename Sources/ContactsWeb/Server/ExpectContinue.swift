import NIOCore
import NIOHTTP1

/// Answers a request that asks `Expect: 100-continue` with the interim `100 Continue` as soon
/// as its head arrives (RFC 9110 §10.1.1), so a client that waits for it before sending its
/// body (curl, litmus, WebDAV clients) sends it at once instead of waiting or giving up. The
/// body is then read, and bounded, as any other; the final answer follows as usual.
final class ExpectContinue: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart
  typealias OutboundOut = HTTPServerResponsePart

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .head(let head) = unwrapInboundIn(data), head.version.minor >= 1,
      head.headers[canonicalForm: "expect"].contains(where: { $0.lowercased() == "100-continue" })
    {
      context.writeAndFlush(
        wrapOutboundOut(.head(HTTPResponseHead(version: head.version, status: .continue))),
        promise: nil)
    }
    context.fireChannelRead(data)
  }
}
