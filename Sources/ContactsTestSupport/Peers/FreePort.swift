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
  let sockets = listeningSockets(port: port)
  let descriptors = "/proc/\(pid)/fd"
  guard !sockets.isEmpty,
    let open = try? FileManager.default.contentsOfDirectory(atPath: descriptors)
  else { return false }
  return open.contains { descriptor in
    let target = try? FileManager.default.destinationOfSymbolicLink(
      atPath: "\(descriptors)/\(descriptor)")
    return target.map(sockets.contains) ?? false
  }
}

/// The sockets listening on TCP `port` (IPv4 and IPv6), as a descriptor's link names them:
/// `socket:[INODE]`.
private func listeningSockets(port: Int) -> Set<String> {
  let portSuffix = ":" + String(format: "%04X", port)
  var sockets: Set<String> = []
  for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
    guard let text = procText(table) else { continue }
    // Columns: sl, local address, remote address, state (0A: listening), queues, timer,
    // retransmits, uid, timeout, inode.
    for line in text.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: " ")
      guard fields.count > 9, fields[1].hasSuffix(portSuffix), fields[3] == "0A" else { continue }
      sockets.insert("socket:[\(fields[9])]")
    }
  }
  return sockets
}

/// The whole text of a file under /proc, nil when it cannot be opened. `String(contentsOfFile:)`
/// reads only its first 4 KiB (a /proc file's size is 0), about 26 lines of /proc/net/tcp: on a
/// busy machine the socket a test waited for was further down, and every peer "did not listen".
public func procText(_ path: String) -> String? {
  guard let file = FileHandle(forReadingAtPath: path) else { return nil }
  defer { try? file.close() }
  return String(decoding: (try? file.readToEnd()) ?? Data(), as: UTF8.self)
}
