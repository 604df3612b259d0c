import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP connection to the server that sends exactly the bytes a test writes, however wrong, and
/// reads what comes back with a deadline: what no HTTP client lets a test do.
final class RawConnection {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private let socket: Int32

  /// Connects to 127.0.0.1:`port`.
  init(port: Int) throws {
    #if canImport(Glibc)
      socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard socket >= 0 else { throw Failure(description: "socket: errno \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      close(socket)
      throw Failure(description: "connect: errno \(errno)")
    }
  }

  deinit { close(socket) }

  /// Sends every byte of `text`; fails when the server closed the connection.
  func send(_ text: String) async throws {
    try await send(Data(text.utf8))
  }

  /// Sends every byte of `data`; fails when the server closed the connection. Never blocks a
  /// thread: an in-process server needs the same few threads to answer.
  func send(_ data: Data) async throws {
    var offset = 0
    while offset < data.count {
      let sent = data.withUnsafeBytes { bytes in
        Foundation.send(
          socket, bytes.baseAddress! + offset, bytes.count - offset, Int32(MSG_DONTWAIT))
      }
      if sent > 0 {
        offset += sent
      } else if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        try await Task.sleep(for: .milliseconds(5))
      } else {
        throw Failure(description: "send: errno \(errno)")
      }
    }
  }

  /// False once the server has closed the connection or reset it; answers at once.
  var isOpen: Bool {
    var byte: UInt8 = 0
    let count = recv(socket, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
    return count > 0 || count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
  }

  /// What the server sent until it closed the connection (`closed`), until what came so far
  /// satisfies `complete` (a whole answer's head, say), or until it was silent for `silence`
  /// (only a guard against a server that never answers: long, so a loaded machine's pauses
  /// never read as an answer). Waits without blocking a thread, as `send` does.
  func receive(
    until complete: (String) -> Bool = { _ in false }, silence: Duration = .seconds(120)
  ) async throws -> (text: String, closed: Bool) {
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    var lastHeard = ContinuousClock.now
    while ContinuousClock.now - lastHeard < silence {
      let count = recv(socket, &buffer, buffer.count, Int32(MSG_DONTWAIT))
      if count > 0 {
        received.append(contentsOf: buffer[0..<count])
        lastHeard = .now
        let text = String(decoding: received, as: UTF8.self)
        if complete(text) { return (text, false) }
      } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
        try await Task.sleep(for: .milliseconds(10))
      } else {
        return (String(decoding: received, as: UTF8.self), true)
      }
    }
    return (String(decoding: received, as: UTF8.self), false)
  }

  /// An answer's status line and headers, once they have all come.
  static func head(_ text: String) -> Bool { text.contains("\r\n\r\n") }
}
