import Foundation

/// `contacts-network`, the executable beside `contacts` that runs `serve` and `sync`.
enum NetworkExecutable {
  static let name = "contacts-network"

  /// Replaces this process with `contacts-network` and `arguments`: same process id, same
  /// standard streams, so a signal or a pipe reaches the command as before. Returns only on
  /// failure, saying how to build or install it when it is missing.
  static func run(_ arguments: [String]) throws -> Never {
    let this = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let folder = this.resolvingSymlinksInPath().deletingLastPathComponent()
    let executable = folder.appendingPathComponent(name).path
    guard FileManager.default.isExecutableFile(atPath: executable) else {
      throw CommandFailure(
        "\(name) is missing beside \(folder.appendingPathComponent("contacts").path): serve and "
          + "sync run in it. In the package, `swift build` builds both executables; installed, "
          + "copy \(name) into the folder that holds contacts",
        status: .unavailable)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    execv(executable, argv)
    throw CommandFailure(
      "Could not run \(executable): \(String(cString: strerror(errno)))", status: .unavailable)
  }
}
