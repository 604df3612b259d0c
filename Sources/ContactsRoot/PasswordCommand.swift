import Foundation

/// A command that prints a password (`pass show db`, a keyring's helper): what a sync account's
/// password command and `CONTACTS_DATABASE_PASSWORD_COMMAND` run.
public enum PasswordCommand {
  /// Why a password command gave no password.
  public struct Failure: Error, Equatable {
    public let reason: String
  }

  /// The first line `command` prints, run by the shell with no input.
  public static func firstLine(of command: String) throws(Failure) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw Failure(reason: "could not start: \(error.localizedDescription)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw Failure(reason: "failed with status \(process.terminationStatus)")
    }
    let line = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).first
    guard let line, !line.isEmpty else { throw Failure(reason: "printed nothing") }
    return String(line)
  }
}
