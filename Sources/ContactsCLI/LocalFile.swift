import ArgumentParser
import Foundation

/// Checks on what a command is given, made before it starts, so the refusal is in plain words.
package enum LocalFile {
  /// Throws when `path` is a device or a socket: reading `/dev/zero` or `/dev/urandom` would
  /// never end. Pipes (`<(…)`, `/dev/stdin`) are read as files.
  static func refuseDevice(_ path: String) throws {
    var info = stat()
    guard stat(path, &info) == 0 else { return }
    let kind = info.st_mode & S_IFMT
    guard kind == S_IFCHR || kind == S_IFBLK || kind == S_IFSOCK else { return }
    throw CommandFailure("Cannot read \(path): it is a device, not a file", status: .io)
  }

  /// Throws when `host` is neither an address nor a name this computer can resolve.
  package static func refuseUnknownHost(_ host: String) throws {
    var hints = addrinfo()
    hints.ai_flags = AI_PASSIVE
    hints.ai_family = AF_UNSPEC
    var found: UnsafeMutablePointer<addrinfo>?
    let status = getaddrinfo(host, nil, &hints, &found)
    if let found { freeaddrinfo(found) }
    guard status != 0 else { return }
    throw ValidationError(
      "--host \(host) is not an address to listen on: give an IP address such as 127.0.0.1 "
        + "or 0.0.0.0, or a name this computer can resolve")
  }
}
