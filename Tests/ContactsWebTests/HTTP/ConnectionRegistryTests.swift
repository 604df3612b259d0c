import NIOCore
import NIOEmbedded
import Testing

@testable import ContactsWeb

/// Near the limit, the connection that has waited longest for a request makes room, never one
/// being answered and never the one just opened.
@Suite("Connections near the limit")
struct ConnectionRegistryTests {
  /// A registry for 4 connections (closing starts above 3) holding three, the first of them
  /// being answered; and a fourth connection, not yet opened.
  private func threeOpenTheFirstAnswered() async throws -> (
    registry: ConnectionRegistry, firstNumber: Int, channels: [EmbeddedChannel]
  ) {
    let registry = ConnectionRegistry(limit: 4)
    var channels: [EmbeddedChannel] = []
    for _ in 0..<4 {
      let channel = EmbeddedChannel()
      try await channel.connect(to: try SocketAddress(ipAddress: "127.0.0.1", port: 80)).get()
      channels.append(channel)
    }
    let firstNumber = registry.opened(channels[0])
    _ = registry.opened(channels[1])
    _ = registry.opened(channels[2])
    registry.answering(firstNumber)
    return (registry, firstNumber, channels)
  }

  @Test func theLongestWaitingConnectionIsClosedAndOneBeingAnsweredIsKept() async throws {
    let (registry, _, channels) = try await threeOpenTheFirstAnswered()
    #expect(channels[0].isActive && channels[1].isActive && channels[2].isActive)
    _ = registry.opened(channels[3])
    #expect(channels[0].isActive)
    #expect(!channels[1].isActive)
    #expect(channels[2].isActive)
    #expect(channels[3].isActive)
  }

  @Test func aConnectionAnsweredWaitsAgainFromTheEndOfTheLine() async throws {
    let (registry, firstNumber, channels) = try await threeOpenTheFirstAnswered()
    registry.waiting(firstNumber)
    _ = registry.opened(channels[3])
    #expect(channels[0].isActive)
    #expect(!channels[1].isActive)
  }
}
