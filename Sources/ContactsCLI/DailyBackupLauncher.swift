import ContactsDomain
import Foundation

/// Starts the daily automatic backup (`BookMaintenance.makeDailyBackup`) in a process of its
/// own, so the command that is due to make it does not wait for it: `contacts backup --daily`,
/// beside this executable, its output to nowhere and its errors to this command's standard
/// error.
///
/// `contacts` makes one for its command line, which hands the backup a pipe it holds until the
/// command line ends, and the backup starts when the pipe closes: its reads and its `fsync`
/// never meet the command's own. `contacts serve` runs for days, so its backup starts at once.
/// It is bound to the task running the command line (`current`), so commands run in a test
/// process, where none is bound, never start one.
// Unchecked: `held` is read and written under `lock`.
package final class DailyBackupLauncher: @unchecked Sendable {
  /// The launcher of the command line this task runs; nil outside `contacts`'s own.
  @TaskLocal package static var current: DailyBackupLauncher?

  private let waitsForExit: Bool
  private let lock = NSLock()
  /// The pipe's end held until the command line ends, when this launcher goes.
  private var held: FileHandle?

  /// A launcher whose backups start once the command line ends when `waitingForExit`, else at
  /// once.
  package init(waitingForExit: Bool) {
    waitsForExit = waitingForExit
  }

  /// Runs `body` with this launcher bound to its task, then closes the pipe, which starts the
  /// backup it started.
  package func bound(_ body: () async -> Void) async {
    await Self.$current.withValue(self) { await body() }
    let pipe = lock.withLock {
      defer { held = nil }
      return held
    }
    try? pipe?.close()
  }

  /// Starts today's backup of the book `maintenance` keeps when it is due.
  func startIfDue(_ maintenance: any BookMaintenance) {
    guard let location = maintenance.location, maintenance.isDailyBackupDue() else { return }
    let this = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let process = Process()
    process.executableURL = this.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("contacts")
    process.arguments = ["backup", "--daily", "--database", location]
    let pipe = waitsForExit ? Pipe() : nil
    process.standardInput = pipe ?? FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
      lock.withLock { held = pipe?.fileHandleForWriting }
    } catch {
      printToStandardError("Could not start the daily backup: \(error.localizedDescription)")
    }
  }
}
