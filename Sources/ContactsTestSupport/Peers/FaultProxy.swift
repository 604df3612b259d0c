import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// An HTTP proxy on 127.0.0.1 in front of a peer, one request per connection, that may change
/// answers on the way back (truncated XML, an HTML page, broken markup), answer in the server's
/// place (a full disk), hold a request (a slow server) or act while the server works on one (kill
/// it).
public final class FaultProxy: @unchecked Sendable {
  /// An answer in place of the server's: status line, content type and body.
  public typealias Answer = (status: String, contentType: String, body: Data)
  /// Changes an answer: given the request (head and body) and the answer's body, returns the
  /// answer to send instead, or nil to pass it unchanged.
  public typealias Fault = @Sendable (_ request: String, _ body: Data) -> Answer?
  /// Sees a request before it goes on: may wait, act, or return the answer to send instead of
  /// asking the server (nil: ask it).
  public typealias Interception = @Sendable (_ request: String) -> Answer?
  /// Sees a request the server has just been sent, before its answer is read.
  public typealias Sent = @Sendable (_ request: String) -> Void

  public let port: Int
  private var upstreamPort: Int
  private let listener: Int32
  private let lock = NSLock()
  private var fault: Fault?
  private var interception: Interception?
  private var sent: Sent?

  public init(upstreamPort: Int) throws {
    self.upstreamPort = upstreamPort
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.listener = listener
    var address = loopbackAddress(port: 0)
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let ready = withUnsafeMutablePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
      }
    }
    guard ready, listen(listener, 16) == 0 else {
      throw PeerFailure(description: "the fault proxy cannot listen")
    }
    port = Int(UInt16(bigEndian: address.sin_port))
    Thread { [self] in serve() }.start()
  }

  /// From now on, answers go through `fault`; nil passes them unchanged.
  public func inject(_ fault: Fault?) {
    lock.withLock { self.fault = fault }
  }

  /// From now on, requests go through `interception` first; nil sends them straight on.
  public func intercept(_ interception: Interception?) {
    lock.withLock { self.interception = interception }
  }

  /// From now on, `sent` hears of each request the server was sent; nil stops it.
  public func onSent(_ sent: Sent?) {
    lock.withLock { self.sent = sent }
  }

  /// Sends the next requests to the server on `port` (one restarted elsewhere).
  public func retarget(upstreamPort port: Int) {
    lock.withLock { upstreamPort = port }
  }

  public func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }

  private func serve() {
    while true {
      let client = accept(listener, nil, nil)
      guard client >= 0 else { return }
      Thread { [self] in handle(client) }.start()
    }
  }

  private func handle(_ client: Int32) {
    defer { close(client) }
    guard let request = Self.readRequest(client) else { return }
    let requestText = String(decoding: request, as: UTF8.self)
    let interception = lock.withLock { self.interception }
    let sent = lock.withLock { self.sent }
    let upstreamPort = lock.withLock { self.upstreamPort }
    if let answer = interception?(requestText) {
      Self.write(Self.message(answer), to: client)
      return
    }
    let upstream = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    defer { close(upstream) }
    var address = loopbackAddress(port: upstreamPort)
    let connected = withUnsafePointer(to: &address) { pointer in
      pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(upstream, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
      }
    }
    guard connected else { return }
    Self.write(Self.closing(request), to: upstream)
    sent?(requestText)
    var answer = Self.readAll(upstream)
    if let fault = lock.withLock({ fault }), let split = answer.range(of: Data("\r\n\r\n".utf8)),
      let changed = fault(requestText, answer[split.upperBound...])
    {
      answer = Self.message(changed)
    }
    Self.write(answer, to: client)
  }

  private static func message(_ answer: Answer) -> Data {
    Data(
      ("\(answer.status)\r\nContent-Type: \(answer.contentType)\r\n"
        + "Content-Length: \(answer.body.count)\r\nConnection: close\r\n\r\n").utf8)
      + answer.body
  }

  /// `request` asking the server to close the connection after its answer, which the proxy
  /// reads to the end (Xandikos, unlike Radicale, keeps it open otherwise).
  private static func closing(_ request: Data) -> Data {
    guard let end = request.range(of: Data("\r\n\r\n".utf8)) else { return request }
    let lines = String(decoding: request[..<end.lowerBound], as: UTF8.self)
      .components(separatedBy: "\r\n")
      .filter { !$0.lowercased().hasPrefix("connection:") }
    return Data((lines + ["Connection: close", "", ""]).joined(separator: "\r\n").utf8)
      + request[end.upperBound...]
  }

  /// The request's headers and its body (as long as Content-Length says).
  private static func readRequest(_ socket: Int32) -> Data? {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      if let end = data.range(of: Data("\r\n\r\n".utf8)) {
        let head = String(decoding: data[..<end.lowerBound], as: UTF8.self).lowercased()
        let length =
          head.split(separator: "\r\n").first { $0.hasPrefix("content-length:") }
          .flatMap { Int($0.dropFirst(15).trimmingCharacters(in: .whitespaces)) } ?? 0
        if data.count - end.upperBound >= length { return data }
      }
      let count = recv(socket, &buffer, buffer.count, 0)
      guard count > 0 else { return data.isEmpty ? nil : data }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  private static func readAll(_ socket: Int32) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = recv(socket, &buffer, buffer.count, 0)
      guard count > 0 else { return data }
      data.append(contentsOf: buffer[0..<count])
    }
  }

  private static func write(_ data: Data, to socket: Int32) {
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let sent = send(socket, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
        guard sent > 0 else { return }
        offset += sent
      }
    }
  }
}
