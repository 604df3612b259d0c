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
  func send(_ text: String) throws {
    try send(Data(text.utf8))
  }

  /// Sends every byte of `data`; fails when the server closed the connection.
  func send(_ data: Data) throws {
    try data.withUnsafeBytes { bytes in
      var offset = 0
      while offset < bytes.count {
        let sent = Foundation.send(socket, bytes.baseAddress! + offset, bytes.count - offset, 0)
        guard sent > 0 else { throw Failure(description: "send: errno \(errno)") }
        offset += sent
      }
    }
  }

  /// What the server sent until it closed the connection or was silent for `silence`; `closed`
  /// tells which.
  func receive(silence: Duration) -> (text: String, closed: Bool) {
    var received = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    let milliseconds = Int32(silence / .milliseconds(1))
    while true {
      var waiting = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
      guard poll(&waiting, 1, milliseconds) > 0 else { break }
      let count = recv(socket, &buffer, buffer.count, 0)
      guard count > 0 else { return (String(decoding: received, as: UTF8.self), true) }
      received.append(contentsOf: buffer[0..<count])
    }
    return (String(decoding: received, as: UTF8.self), false)
  }
}
