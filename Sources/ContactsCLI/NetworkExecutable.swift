import Foundation

/// `contacts-network`, the executable beside `contacts` that runs `serve` and `sync`.
enum NetworkExecutable {
  static let name = "contacts-network"

  /// Replaces this process with `contacts-network` and `arguments`: same process id, same
  /// standard streams, so a signal or a pipe reaches the command as before. Run from a SwiftPM
  /// build folder where it is not built yet (`swift run contacts serve` builds `contacts`
  /// alone), it is built first. Returns only on failure.
  static func run(_ arguments: [String]) throws -> Never {
    let this = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let folder = this.resolvingSymlinksInPath().deletingLastPathComponent()
    let executable = folder.appendingPathComponent(name).path
    if !FileManager.default.isExecutableFile(atPath: executable) {
      try build(into: folder)
    }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    execv(executable, argv)
    throw CommandFailure(
      "Could not run \(executable): \(String(cString: strerror(errno))); "
        + "`swift build --product \(name)` builds it")
  }

  /// Builds `contacts-network` into `folder` when it is a SwiftPM build folder
  /// (`<package>/.build/<triple>/debug`); throws what to do otherwise.
  private static func build(into folder: URL) throws {
    var scratch = folder
    while scratch.path != "/" && !scratch.lastPathComponent.hasPrefix(".build") {
      scratch.deleteLastPathComponent()
    }
    let package = scratch.deletingLastPathComponent()
    guard scratch.path != "/",
      FileManager.default.fileExists(atPath: package.appendingPathComponent("Package.swift").path)
    else {
      throw CommandFailure(
        "\(name) is missing beside \(folder.appendingPathComponent("contacts").path): serve and "
          + "sync run in it; build it with `swift build --product \(name)` and put it there")
    }
    printToStandardError("Building \(name) (serve and sync), once…")
    let swift = Process()
    swift.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    swift.arguments = [
      "swift", "build", "--package-path", package.path, "--scratch-path", scratch.path,
      "--configuration", folder.lastPathComponent, "--product", name,
    ]
    swift.standardOutput = FileHandle.standardError
    try swift.run()
    swift.waitUntilExit()
    guard swift.terminationStatus == 0 else {
      throw CommandFailure("Could not build \(name): `swift build` failed (above)")
    }
  }
}
