import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-module NAME`: runs `contacts-gen`
/// on this package with the arguments given.
@main
struct GenerateModule: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "contacts-gen")
    let process = Process()
    process.executableURL = tool.url
    process.arguments = arguments + ["--package-path", context.package.directoryURL.path]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GenerateModuleFailure(status: process.terminationStatus)
    }
  }
}

/// `contacts-gen` refused or failed; it said why on standard error.
struct GenerateModuleFailure: Error, CustomStringConvertible {
  let status: Int32
  var description: String { "contacts-gen exited with status \(status)" }
}
