import Foundation

/// The toolchain's `swift format`, with the package's configuration.
struct SwiftFormatter {
  let configuration: URL

  /// `source` as `swift format` writes it.
  func format(_ source: String) throws(GeneratorError) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "format", "--configuration", configuration.path, "-"]
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    do {
      try process.run()
      input.fileHandleForWriting.write(Data(source.utf8))
      try input.fileHandleForWriting.close()
    } catch {
      throw .formatFailed("could not start swift format: \(error)")
    }
    let formatted = output.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw .formatFailed(String(decoding: message, as: UTF8.self))
    }
    return String(decoding: formatted, as: UTF8.self)
  }
}
