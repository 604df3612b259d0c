import ContactsGenerator
import Foundation
import Testing

/// The `Favorites` screen as generated, file by file, against `Golden/`: a change to a template
/// shows here as a diff. `UPDATE_GOLDEN=1` rewrites the golden files.
@Suite("The generator: golden files of the Favorites screen")
struct GoldenFileTests {
  private static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Golden")

  @Test func everyGeneratedFileMatchesItsGoldenFile() throws {
    let report = try Generator(root: PackageRoot(TemporaryPackage.repository.path))
      .generate(ModuleName("Favorites"), dryRun: true)
    let update = ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1"
    for file in report.plan.files {
      let golden = Self.golden.appendingPathComponent(
        URL(fileURLWithPath: file.path).lastPathComponent + ".golden")
      if update { try Data(file.contents.utf8).write(to: golden) }
      #expect(try String(contentsOf: golden, encoding: .utf8) == file.contents, "\(file.path)")
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.golden.path)
    #expect(names.count == report.plan.files.count + 1)
  }

  @Test func thePrintedReportMatchesItsGoldenFile() throws {
    let report = try Generator(root: PackageRoot(TemporaryPackage.repository.path))
      .generate(ModuleName("Favorites"), dryRun: true)
    let golden = Self.golden.appendingPathComponent("Favorites-report.txt")
    if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
      try Data(report.text.utf8).write(to: golden)
    }
    #expect(try String(contentsOf: golden, encoding: .utf8) == report.text)
  }

  @Test(arguments: ["A", "RecentCalls", "URLList", String(repeating: "Long", count: 10)])
  func theOutputPassesTheStrictLintForAnyName(_ name: String) throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let report = try Generator(root: package.root).generate(ModuleName(name))
    let lint = Process()
    lint.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    lint.arguments =
      [
        "swift", "format", "lint", "--strict", "--configuration",
        package.url.path + "/.swift-format",
      ]
      + report.plan.files.map { package.url.appendingPathComponent($0.path).path }
    let errors = Pipe()
    lint.standardError = errors
    try lint.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    lint.waitUntilExit()
    #expect(lint.terminationStatus == 0, "\(output)")
    #expect(output.isEmpty)
  }
}
