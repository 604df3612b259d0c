import NIOCore
import NIOEmbedded
import NIOHTTP1
import Testing

@testable import ContactsWeb

@Suite("Expect: 100-continue")
struct ExpectContinueTests {
  private func head(_ headers: HTTPHeaders, version: HTTPVersion = .http1_1)
    -> HTTPServerRequestPart
  {
    .head(HTTPRequestHead(version: version, method: .PUT, uri: "/dav/x", headers: headers))
  }

  @Test func aRequestThatExpectsContinueIsToldToSendItsBodyAndPassedOn() throws {
    let channel = EmbeddedChannel(handler: ExpectContinue())
    try channel.writeInbound(head(["Expect": "100-Continue", "Content-Length": "100"]))
    let interim = try #require(try channel.readOutbound(as: HTTPServerResponsePart.self))
    guard case .head(let response) = interim else {
      Issue.record("an interim head, not \(interim)")
      return
    }
    #expect(response.status == .continue)
    #expect(response.version == .http1_1)
    let passed = try #require(try channel.readInbound(as: HTTPServerRequestPart.self))
    guard case .head(let request) = passed else {
      Issue.record("the request's head, not \(passed)")
      return
    }
    #expect(request.uri == "/dav/x")
    _ = try channel.finish()
  }

  @Test func aRequestThatDoesNotAskIsOnlyPassedOn() throws {
    let channel = EmbeddedChannel(handler: ExpectContinue())
    try channel.writeInbound(head(["Content-Length": "100"]))
    try channel.writeInbound(head(["Expect": "100-continue"], version: .http1_0))
    #expect(try channel.readOutbound(as: HTTPServerResponsePart.self) == nil)
    #expect(try channel.readInbound(as: HTTPServerRequestPart.self) != nil)
    #expect(try channel.readInbound(as: HTTPServerRequestPart.self) != nil)
    _ = try channel.finish()
  }
}
