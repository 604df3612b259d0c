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

/// Whether something accepts a TCP connection on 127.0.0.1:`port` now.
public func acceptsConnections(port: Int) -> Bool {
  let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  guard socketFD >= 0 else { return false }
  defer { close(socketFD) }
  var address = loopbackAddress(port: port)
  return withUnsafePointer(to: &address) { pointer in
    pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
      connect(socketFD, generic, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
    }
  }
}
