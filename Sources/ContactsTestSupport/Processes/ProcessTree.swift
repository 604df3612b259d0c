import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The processes a program started, found in `/proc`, and waits on their end through a pidfd
/// (a descriptor that becomes readable when the process exits, for any process, not only our
/// own children): for a server whose workers each live in a session of their own and outlive it
/// for a moment, as PostgreSQL's do.
enum ProcessTree {
  /// A process that is not ours to reap, held by its pidfd so that its id cannot name another.
  struct Held {
    let pid: pid_t
    let descriptor: Int32
  }

  /// Every process whose parent is `parent`, each held by a pidfd; call it while the parent is
  /// stopped, so that it starts none and reaps none meanwhile (a child that ends stays a zombie,
  /// its id taken).
  static func children(of parent: pid_t) -> [Held] {
    childIdentifiers(of: parent).compactMap { pid in
      openPidfd(pid).map { Held(pid: pid, descriptor: $0) }
    }
  }

  /// The ids of the processes whose parent is `parent`.
  static func childIdentifiers(of parent: pid_t) -> [pid_t] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return names.compactMap(pid_t.init).filter { field(3, of: $0) == String(parent) }
  }

  /// Whether `pid` has exited: gone, or a zombie its parent has not reaped yet.
  static func hasExited(_ pid: pid_t) -> Bool {
    field(2, of: pid).map { $0 == "Z" } ?? true
  }

  /// Waits until `held` has exited (a zombie has: it holds no memory or port any more), at most
  /// `deadline`, and lets go of it.
  static func waitForExit(_ held: Held, within deadline: Duration) {
    defer { close(held.descriptor) }
    var watched = [pollfd(fd: held.descriptor, events: Int16(POLLIN), revents: 0)]
    let milliseconds = Int32(deadline.components.seconds * 1000)
    while poll(&watched, 1, milliseconds) < 0 && errno == EINTR {}
  }

  /// Field `index` (from 0) of `/proc/PID/stat`, "PID (NAME) STATE PPID …", such as the state
  /// (2) or the parent's id (3); the name may hold spaces and parentheses, so the fields after
  /// it are counted from its last ')'. Nil when there is no such process.
  private static func field(_ index: Int, of pid: pid_t) -> String? {
    guard let stat = procText("/proc/\(pid)/stat"),
      let nameEnd = stat.lastIndex(of: ")")
    else { return nil }
    let fields = stat[stat.index(after: nameEnd)...].split(separator: " ")
    return fields.count > index - 2 ? String(fields[index - 2]) : nil
  }

  private static func openPidfd(_ pid: pid_t) -> Int32? {
    let descriptor = pidfdOpen(pid, 0)
    return descriptor >= 0 ? descriptor : nil
  }

  /// glibc's `pidfd_open` (2.36 and later), which Swift's Glibc module does not declare.
  private static let pidfdOpen: @convention(c) (pid_t, UInt32) -> Int32 = {
    guard let symbol = dlsym(nil, "pidfd_open") else {
      fatalError("This glibc has no pidfd_open (2.36 or later).")
    }
    return unsafeBitCast(symbol, to: (@convention(c) (pid_t, UInt32) -> Int32).self)
  }()
}
