import Foundation

#if canImport(Glibc)
  import Glibc
#endif

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A peer server started on 127.0.0.1: on a free port, retried when the port was taken, ready
/// once OPTIONS answers (over TLS, once it accepts connections: the test's URLSession does not
/// trust the server's own certificate).
public final class ServerProcess: @unchecked Sendable {
  public let port: Int
  private let process: Process
  public let log: URL

  /// Starts `program` with the arguments `arguments(port)` gives, logging to `log`.
  public init(_ program: URL, log: URL, tls: Bool = false, arguments: (Int) -> [String])
    async throws
  {
    guard FileManager.default.isExecutableFile(atPath: program.path) else {
      throw PeerFailure(description: "\(program.path) is missing; run scripts/test to install it")
    }
    self.log = log
    for _ in 0..<5 {
      let port = try freePort()
      guard FileManager.default.createFile(atPath: log.path, contents: nil) else {
        throw PeerFailure(description: "cannot create the log \(log.path)")
      }
      let process = Process()
      process.executableURL = program
      process.arguments = arguments(port)
      let handle = try FileHandle(forWritingTo: log)
      process.standardOutput = handle
      process.standardError = handle
      process.standardInput = FileHandle.nullDevice
      try process.run()
      if await Self.waitUntilReady(port: port, process: process, tls: tls) {
        self.port = port
        self.process = process
        return
      }
      if process.isRunning { process.terminate() }
    }
    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    throw PeerFailure(description: "\(program.lastPathComponent) did not start: \(text)")
  }

  /// Stops the server at once (Radicale takes seconds to stop on SIGTERM) and waits for it.
  public func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
  }

  private static func waitUntilReady(port: Int, process: Process, tls: Bool) async -> Bool {
    let url = URL(string: "http://127.0.0.1:\(port)/")!
    for _ in 0..<200 {
      guard process.isRunning else { return false }
      if tls {
        if accepts(port: port) { return true }
        try? await Task.sleep(for: .milliseconds(50))
        continue
      }
      var request = URLRequest(url: url)
      request.httpMethod = "OPTIONS"
      request.timeoutInterval = 1
      if (try? await URLSession.shared.data(for: request)) != nil { return true }
      try? await Task.sleep(for: .milliseconds(50))
    }
    return false
  }

  /// Whether something accepts TCP connections on 127.0.0.1:`port`.
  private static func accepts(port: Int) -> Bool {
    let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(socketFD) }
    var address = loopbackAddress(port: port)
    return withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
  }
}
