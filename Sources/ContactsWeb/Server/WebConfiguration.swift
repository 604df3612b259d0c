import Foundation

/// Where and how the web app listens, and how much of the computer it may take.
public struct WebConfiguration: Sendable {
  /// The address to listen on; loopback by default, so only this computer can connect.
  public var host: String
  /// The port to listen on; 0 lets the system pick a free one.
  public var port: Int
  /// How long a connection may stay silent before the server closes it.
  public var idleTimeout: Duration
  /// The most connections served at once; later ones wait in the system's queue until one
  /// closes. Never more than the process's descriptor limit leaves room for.
  public var maximumConnections: Int

  /// Listens on `host` and `port`; by default 127.0.0.1:8080, idle connections closed after
  /// 30 seconds, and at most 256 connections (fewer when the descriptor limit is low).
  public init(
    host: String = "127.0.0.1", port: Int = 8080, idleTimeout: Duration = .seconds(30),
    maximumConnections: Int = 256
  ) {
    self.host = host
    self.port = port
    self.idleTimeout = idleTimeout
    self.maximumConnections = maximumConnections
  }

  /// True when only this computer can reach the server; the `Host` check is on then.
  public var isLoopback: Bool { HostGuard.isLoopback(host: host) }

  /// ``maximumConnections``, lowered so that the connections, the database's files and the
  /// listening socket always fit under the process's open-file limit: a server out of
  /// descriptors can neither accept nor answer.
  var connectionLimit: Int {
    var limit = rlimit()
    #if canImport(Glibc)
      let openFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
      let openFiles = RLIMIT_NOFILE
    #endif
    guard getrlimit(openFiles, &limit) == 0 else { return maximumConnections }
    let room = Int(clamping: limit.rlim_cur) - Self.reservedDescriptors
    return max(1, min(maximumConnections, room))
  }

  /// Descriptors kept for everything but connections: standard streams, the listening socket,
  /// the event loops and the database with its journal files.
  private static let reservedDescriptors = 32
}
