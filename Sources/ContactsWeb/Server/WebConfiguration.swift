/// Where and how the web app listens.
public struct WebConfiguration: Sendable {
  /// The address to listen on; loopback by default, so only this computer can connect.
  public var host: String
  /// The port to listen on; 0 lets the system pick a free one.
  public var port: Int

  /// Listens on `host` and `port`; by default 127.0.0.1:8080.
  public init(host: String = "127.0.0.1", port: Int = 8080) {
    self.host = host
    self.port = port
  }

  /// True when only this computer can reach the server; the `Host` check is on then.
  public var isLoopback: Bool { HostGuard.isLoopback(host: host) }
}
