import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Starts programs with `posix_spawn`, not Foundation's `Process.run()`, which over-reads in a
/// memcpy while it builds the child's environment and crashed the test run twice in CI with
/// signal 11 (swift-corelibs-foundation PR #5472, not in Swift 6.3.1).
enum Spawn {
  /// A pipe whose two ends close on exec (the child gets its end by `dup2`), so no other child
  /// started at the same moment inherits it and holds it open.
  static func pipe() throws -> (read: Int32, write: Int32) {
    var ends: [Int32] = [-1, -1]
    try launching.withLock {
      guard Glibc.pipe(&ends) == 0 else { throw failure("pipe") }
      for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    }
    return (ends[0], ends[1])
  }

  /// Starts `executable` with `arguments` and exactly `environment`, its standard streams on the
  /// three descriptors, every other descriptor closed, and signals at their defaults, unblocked.
  static func start(
    _ executable: String, _ arguments: [String], environment: [String: String],
    streams: (input: Int32, output: Int32, error: Int32)
  ) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    for (descriptor, target) in [(streams.input, 0), (streams.output, 1), (streams.error, 2)] {
      posix_spawn_file_actions_adddup2(&actions, descriptor, Int32(target))
    }
    _ = closeFrom(&actions, 3)

    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { for string in argv + envp { free(string) } }
    var pid = pid_t()
    let result = launching.withLock {
      posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
    }
    guard result == 0 else {
      throw ChildProcess.Failure(
        description: "\(executable) did not start: \(String(cString: strerror(result)))")
    }
    return pid
  }

  /// Held while a pipe is made close-on-exec and while a program starts: a program started
  /// between the two would inherit the pipe.
  private static let launching = NSLock()

  /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which Swift's Glibc
  /// module does not declare.
  private static let closeFrom:
    @convention(c) (
      UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32
    ) -> Int32 = {
      guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else {
        fatalError("This glibc has no posix_spawn_file_actions_addclosefrom_np (2.34 or later).")
      }
      return unsafeBitCast(
        symbol,
        to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)
          .self)
    }()

  private static func failure(_ call: String) -> ChildProcess.Failure {
    ChildProcess.Failure(description: "\(call) failed: \(String(cString: strerror(errno)))")
  }
}
