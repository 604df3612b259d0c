import ContactsStore
import Foundation

/// Starts the daily automatic backup (`DailyBackups`) in a process of its own, so the command
/// that is due to make it does not wait for it: `contacts backup --daily`, beside this
/// executable, its output to nowhere and its errors to this command's standard error.
///
/// A command of `contacts` hands the backup a pipe it holds until it exits, and the backup
/// starts when the pipe closes: its reads and its `fsync` never meet the command's own.
/// `contacts serve` runs for days, so its backup starts at once.
package enum DailyBackupLauncher {
  // Set once, as `contacts` or `contacts-network` starts, before any command runs: commands
  // run inside a test process never start one.
  nonisolated(unsafe) private static var armed = false
  nonisolated(unsafe) private static var waitsForExit = true
  /// The pipe's end this process holds until it exits.
  nonisolated(unsafe) private static var held: FileHandle?

  /// Lets writing commands start the daily backup from now on: after this process exits when
  /// `waitingForExit`, else at once.
  package static func arm(waitingForExit: Bool) {
    armed = true
    waitsForExit = waitingForExit
  }

  /// Starts today's backup of `store` when it is due.
  static func startIfDue(_ store: ContactDatabase) {
    guard armed, DailyBackups.isDue(for: store) else { return }
    let this = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let process = Process()
    process.executableURL = this.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("contacts")
    process.arguments = ["backup", "--daily", "--database", store.filePath]
    let pipe = waitsForExit ? Pipe() : nil
    process.standardInput = pipe ?? FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
      held = pipe?.fileHandleForWriting
    } catch {
      printToStandardError("Could not start the daily backup: \(error.localizedDescription)")
    }
  }
}
