import Foundation

/// A Linux control group that holds a process to a share of the machine's CPUs, as if it ran on
/// a machine of that many cores of its own: `contacts-bench postgres --server-cpus` gives each
/// server one, so that two servers on this machine are two servers, not two halves of one.
///
/// cgroup v1's `cpu` controller (`cpu.cfs_quota_us` per `cpu.cfs_period_us`), or v2's
/// (`cpu.max`) where the root group hands the controller to its children (only v1 was tried
/// here); writing to either needs root. The group is removed once its process has ended.
final class CPUBudget {
  private let folder: URL

  /// Holds process `pid` (and every thread of it) to `cpus` CPUs, in a new group named `name`.
  init(cpus: Double, pid: Int32, name: String) throws {
    let period = 100_000
    let quota = Int((cpus * Double(period)).rounded())
    guard quota >= 1_000 else { throw BenchFailure("--server-cpus must be at least 0.01") }
    let fileManager = FileManager.default
    let version1 = URL(fileURLWithPath: "/sys/fs/cgroup/cpu")
    let version2 = URL(fileURLWithPath: "/sys/fs/cgroup")
    let settings: [(String, String)]
    if fileManager.fileExists(atPath: version1.appendingPathComponent("cpu.cfs_period_us").path) {
      folder = version1.appendingPathComponent(name)
      settings = [("cpu.cfs_period_us", String(period)), ("cpu.cfs_quota_us", String(quota))]
    } else if let controllers = try? String(
      contentsOf: version2.appendingPathComponent("cgroup.controllers"), encoding: .utf8),
      controllers.split(whereSeparator: \.isWhitespace).contains("cpu")
    {
      folder = version2.appendingPathComponent(name)
      settings = [("cpu.max", "\(quota) \(period)")]
    } else {
      throw BenchFailure("--server-cpus needs Linux's cgroup cpu controller (v1 or v2)")
    }
    do {
      try fileManager.createDirectory(at: folder, withIntermediateDirectories: false)
      for (file, value) in settings + [("cgroup.procs", String(pid))] {
        try Data(value.utf8).write(to: folder.appendingPathComponent(file))
      }
    } catch {
      try? fileManager.removeItem(at: folder)
      throw BenchFailure(
        "could not hold the server to \(cpus) CPUs in \(folder.path) (run as root): \(error)")
    }
  }

  /// Removes the group; call once its process has ended.
  func remove() {
    // A control group's folder is removed with rmdir, whatever files it seems to hold.
    _ = rmdir(folder.path)
  }
}
