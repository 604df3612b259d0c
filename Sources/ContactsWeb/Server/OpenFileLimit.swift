import Foundation

/// The process's limit of open files, sockets included: what bounds how many connections the
/// server can hold at once.
enum OpenFileLimit {
  /// Raises the soft limit as far as the hard limit allows, as nginx's `worker_rlimit_nofile`
  /// does, and returns the limit now in force: the old one when the system refuses to raise it,
  /// nil when it cannot even say.
  static func raised() -> Int? {
    var limit = rlimit()
    guard getrlimit(resource, &limit) == 0 else { return nil }
    var wanted = limit.rlim_max
    #if canImport(Darwin)
      // macOS refuses a soft limit over OPEN_MAX, even under an unlimited hard one.
      wanted = min(wanted, rlim_t(OPEN_MAX))
    #endif
    if wanted > limit.rlim_cur {
      var raised = limit
      raised.rlim_cur = wanted
      if setrlimit(resource, &raised) == 0 { limit = raised }
    }
    return Int(clamping: limit.rlim_cur)
  }

  #if canImport(Glibc)
    private static let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
  #else
    private static let resource = RLIMIT_NOFILE
  #endif
}
