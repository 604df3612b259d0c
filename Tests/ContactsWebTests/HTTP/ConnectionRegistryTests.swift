import NIOCore
import NIOEmbedded
import Testing

@testable import ContactsWeb

/// Near the limit, the connection that has waited longest for a request makes room, never one
/// being answered and never the one just opened.
@Suite("Connections near the limit")
struct ConnectionRegistryTests {
  private func connected() async throws -> EmbeddedChannel {
    let channel = EmbeddedChannel()
    try await channel.connect(to: try SocketAddress(ipAddress: "127.0.0.1", port: 80)).get()
    return channel
  }

  @Test func theLongestWaitingConnectionIsClosedAndOneBeingAnsweredIsKept() async throws {
    // 4 connections at most: closing starts above 3.
    let registry = ConnectionRegistry(limit: 4)
    let (first, second, third, fourth) = (
      try await connected(), try await connected(), try await connected(),
      try await connected()
    )
    let firstNumber = registry.opened(first)
    _ = registry.opened(second)
    _ = registry.opened(third)
    #expect(first.isActive && second.isActive && third.isActive)
    registry.answering(firstNumber)
    _ = registry.opened(fourth)
    #expect(first.isActive)
    #expect(!second.isActive)
    #expect(third.isActive)
    #expect(fourth.isActive)
  }

  @Test func aConnectionAnsweredWaitsAgainFromTheEndOfTheLine() async throws {
    let registry = ConnectionRegistry(limit: 4)
    let (first, second, third, fourth) = (
      try await connected(), try await connected(), try await connected(),
      try await connected()
    )
    let firstNumber = registry.opened(first)
    _ = registry.opened(second)
    _ = registry.opened(third)
    registry.answering(firstNumber)
    registry.waiting(firstNumber)
    _ = registry.opened(fourth)
    #expect(first.isActive)
    #expect(!second.isActive)
  }
}
