import ContactsGenerator
import Foundation

/// A throwaway folder that looks like the Contacts package to the generator: the manifest, the
/// format configuration, `ContactsScreens.swift`, and one existing screen.
struct TemporaryPackage {
  let url: URL

  /// This package's folder, found from this file.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "contacts-gen-\(UUID().uuidString)")
    try write("Package.swift", "let package = Package(\n  name: \"Contacts\"\n)\n")
    try write(
      ".swift-format",
      String(contentsOf: Self.repository.appendingPathComponent(".swift-format"), encoding: .utf8))
    try write("Sources/ContactsVIPER/ContactsScreens.swift", "public protocol ContactsScreens {}\n")
    try write(
      "Sources/ContactsPresentation/ContactViewModel.swift", "public struct ContactViewModel {}\n")
  }

  var root: PackageRoot { get throws { try PackageRoot(url.path) } }

  func write(_ path: String, _ text: String) throws {
    let file = url.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  func read(_ path: String) throws -> String {
    try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
  }

  /// Every file and folder in the package, as paths from its root, sorted.
  var listing: [String] {
    (FileManager.default.subpaths(atPath: url.path) ?? []).sorted()
  }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
