import ContactsDomain
import Foundation

/// The domain's `ImageScaler` answered by `contacts-image`, the executable beside this one that
/// links libvips: `contacts` runs it only for a command given a photo, so every other command
/// starts without loading libvips and the hundred libraries it links (140 ms more per start).
struct ImageHelper: ImageScaler {
  static let name = "contacts-image"

  func jpeg(from image: Data, longestSide: Int, maximumPixels: Int) throws -> Data {
    let this = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    let folder = this.resolvingSymlinksInPath().deletingLastPathComponent()
    let executable = folder.appendingPathComponent(Self.name)
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw CommandFailure(
        "\(Self.name) is missing beside \(this.path): photos are scaled in it. In the package, "
          + "`swift build` builds it; installed, copy \(Self.name) into the folder that holds "
          + "contacts", status: .unavailable)
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = [String(longestSide), String(maximumPixels)]
    let (input, output, errors) = (Pipe(), Pipe(), Pipe())
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    // A helper that ends before it reads (a library it cannot load) closes the pipe: the write
    // then fails with EPIPE, and its status and words are said below, instead of SIGPIPE ending
    // this command without a word.
    signal(SIGPIPE, SIG_IGN)
    try process.run()
    // It reads the whole image before it writes, so writing all of it first cannot deadlock.
    try? input.fileHandleForWriting.write(contentsOf: image)
    try? input.fileHandleForWriting.close()
    let jpeg = output.fileHandleForReading.readDataToEndOfFile()
    let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    switch process.terminationStatus {
    case 0: return jpeg
    case 65: throw ContactValidationError.unreadableImage
    case 66:
      let size = String(decoding: jpeg, as: UTF8.self).split(separator: " ").compactMap {
        Int($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      throw ContactValidationError.tooManyPixels(
        width: size.first ?? 0, height: size.last ?? 0, limit: maximumPixels)
    default:
      throw CommandFailure(
        "Could not scale the photo: \(said.trimmingCharacters(in: .whitespacesAndNewlines))",
        status: .failure)
    }
  }
}
