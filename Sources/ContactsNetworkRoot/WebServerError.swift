/// Why the web server could not start.
public enum WebServerError: Error, Equatable {
  /// Another program listens on `port` at `host`.
  case portInUse(host: String, port: Int)
}
