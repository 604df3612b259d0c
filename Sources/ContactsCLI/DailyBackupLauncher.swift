import ContactsStore
import Foundation

/// Starts the daily automatic backup (`DailyBackups`) in a process of its own, so the command
/// that is due to make it does not wait for it: `contacts backup --daily`, beside this
/// executable, its output to nowhere and its errors to this command's standard error.
package enum DailyBackupLauncher {
  /// Set once, as `contacts` or `contacts-network` starts, before any command runs: commands
  /// run inside a test process never start one.
  nonisolated(unsafe) private static var armed = false

  /// Lets writing commands start the daily backup from now on.
  package static func arm() { armed = true }

  /// Starts today's backup of `store` when it is due.
  static func startIfDue(_ store: ContactDatabase) {
    guard armed, DailyBackups.isDue(for: store) else { return }
    let this = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let process = Process()
    process.executableURL = this.resolvingSymlinksInPath().deletingLastPathComponent()
      .appendingPathComponent("contacts")
    process.arguments = ["backup", "--daily", "--database", store.filePath]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      printToStandardError("Could not start the daily backup: \(error.localizedDescription)")
    }
  }
}
