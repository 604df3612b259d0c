import Foundation
import NIOSSL

/// Where and how the web app listens, and how much of the computer it may take.
public struct WebConfiguration: Sendable {
  /// The address to listen on; loopback by default, so only this computer can connect.
  public var host: String
  /// The port to listen on; 0 lets the system pick a free one.
  public var port: Int
  /// How long a connection may stay silent before the server closes it.
  public var idleTimeout: Duration
  /// How long a request's headers may take to arrive, counted from the connection's start or
  /// the end of the previous answer, before the server closes the connection.
  public var headerTimeout: Duration
  /// The most connections held at once. Near it, the connection that has waited longest for a
  /// request is closed for each new one. Never more than the process's descriptor limit
  /// leaves room for.
  public var maximumConnections: Int
  /// The time it is, as the pages that read it (a rewind refusing a time in the future) tell
  /// it: the computer's clock by default, the store's clock in a test that moves it.
  public var now: @Sendable () -> Date
  /// The certificate and key to serve HTTPS with; nil serves plain HTTP.
  public var tls: TLSConfiguration?
  /// How the browser signs in; nil on a server without accounts, which asks no one.
  public var signIn: WebSignIn?

  /// Listens on `host` and `port`; by default 127.0.0.1:8080, idle connections closed after
  /// 30 seconds, headers awaited for 10, and at most 4,096 connections (fewer when the
  /// descriptor limit is low, even once raised to its hard limit).
  public init(
    host: String = "127.0.0.1", port: Int = 8080, idleTimeout: Duration = .seconds(30),
    headerTimeout: Duration = .seconds(10), maximumConnections: Int = 4096,
    now: @escaping @Sendable () -> Date = Date.init, tls: TLSConfiguration? = nil,
    signIn: WebSignIn? = nil
  ) {
    self.host = host
    self.port = port
    self.idleTimeout = idleTimeout
    self.headerTimeout = headerTimeout
    self.maximumConnections = maximumConnections
    self.now = now
    self.tls = tls
    self.signIn = signIn
  }

  /// True when only this computer can reach the server; the `Host` check is on then.
  public var isLoopback: Bool { HostGuard.isLoopback(host: host) }

  /// ``maximumConnections``, lowered so that the connections, the database's files and the
  /// listening socket always fit under `openFiles`, the process's open-file limit: a server out
  /// of descriptors can neither accept nor answer.
  func connectionLimit(openFiles: Int?) -> Int {
    guard let openFiles else { return maximumConnections }
    return max(1, min(maximumConnections, openFiles - Self.reservedDescriptors))
  }

  /// Descriptors kept for everything but connections: standard streams, the listening socket,
  /// the event loops and the database with its journal files.
  private static let reservedDescriptors = 32
}
