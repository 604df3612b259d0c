import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A TCP port on 127.0.0.1 that nothing listens on right now (another program may take it
/// before ours does: callers retry).
public func freePort() throws -> Int {
  let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard socketFD >= 0 else { throw PeerFailure(description: "socket() failed") }
  defer { close(socketFD) }
  var address = loopbackAddress(port: 0)
  var length = socklen_t(MemoryLayout<sockaddr_in>.size)
  let bound = withUnsafeMutablePointer(to: &address) { pointer in
    pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
      bind(socketFD, generic, length) == 0 && getsockname(socketFD, generic, &length) == 0
    }
  }
  guard bound else { throw PeerFailure(description: "cannot bind a free port") }
  return Int(UInt16(bigEndian: address.sin_port))
}

/// The IPv4 address 127.0.0.1:`port`.
public func loopbackAddress(port: Int) -> sockaddr_in {
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = in_port_t(UInt16(port).bigEndian)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  return address
}

/// Whether the process `pid` itself holds a socket listening on TCP `port`: read from the
/// kernel's table of sockets and the process's open descriptors, so that a server which lost its
/// port to another program is not taken for whatever listens there. (Xandikos says "Listening on"
/// before it binds, and a test once synced with another test's Xandikos on the same port.)
public func listens(pid: Int32, port: Int) -> Bool {
  !held(by: pid, listeningSockets().filter { $0.port == port }).isEmpty
}

/// The addresses the process `pid` itself listens on over TCP, as "127.0.0.1:5432" or
/// "[::]:5432".
public func listeningAddresses(of pid: Int32) -> [String] {
  held(by: pid, listeningSockets()).map {
    $0.host.contains(":") ? "[\($0.host)]:\($0.port)" : "\($0.host):\($0.port)"
  }
}

/// A socket listening on TCP, from the kernel's table.
private struct ListeningSocket {
  let host: String
  let port: Int
  /// The socket as a descriptor's link names it: `socket:[INODE]`.
  let link: String
}

/// Those of `sockets` the process `pid` holds open.
private func held(by pid: Int32, _ sockets: [ListeningSocket]) -> [ListeningSocket] {
  let descriptors = "/proc/\(pid)/fd"
  guard !sockets.isEmpty,
    let open = try? FileManager.default.contentsOfDirectory(atPath: descriptors)
  else { return [] }
  let held = Set(
    open.compactMap {
      try? FileManager.default.destinationOfSymbolicLink(atPath: "\(descriptors)/\($0)")
    })
  return sockets.filter { held.contains($0.link) }
}

/// Every socket listening on TCP, IPv4 and IPv6.
private func listeningSockets() -> [ListeningSocket] {
  var sockets: [ListeningSocket] = []
  for (table, family) in [("/proc/net/tcp", AF_INET), ("/proc/net/tcp6", AF_INET6)] {
    guard let text = procText(table) else { continue }
    // Columns: sl, local address (HEX:PORT), remote address, state (0A: listening), queues,
    // timer, retransmits, uid, timeout, inode.
    for line in text.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: " ")
      guard fields.count > 9, fields[3] == "0A" else { continue }
      let local = fields[1].split(separator: ":")
      guard local.count == 2, let port = Int(local[1], radix: 16),
        let host = hostAddress(String(local[0]), family: family)
      else { continue }
      sockets.append(ListeningSocket(host: host, port: port, link: "socket:[\(fields[9])]"))
    }
  }
  return sockets
}

/// The address the kernel's table writes as hex: 32-bit words, each as the machine stores it.
private func hostAddress(_ hex: String, family: Int32) -> String? {
  var bytes: [UInt8] = []
  var rest = Substring(hex)
  while !rest.isEmpty {
    guard let word = UInt32(rest.prefix(8), radix: 16) else { return nil }
    withUnsafeBytes(of: word) { bytes.append(contentsOf: $0) }
    rest = rest.dropFirst(8)
  }
  var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
  guard inet_ntop(family, bytes, &text, socklen_t(text.count)) != nil else { return nil }
  return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// The whole text of a file under /proc, nil when it cannot be opened. `String(contentsOfFile:)`
/// reads only its first 4 KiB (a /proc file's size is 0), about 26 lines of /proc/net/tcp: on a
/// busy machine the socket a test waited for was further down, and every peer "did not listen".
public func procText(_ path: String) -> String? {
  guard let file = FileHandle(forReadingAtPath: path) else { return nil }
  defer { try? file.close() }
  return String(decoding: (try? file.readToEnd()) ?? Data(), as: UTF8.self)
}
