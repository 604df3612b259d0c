import ContactsGenerator
import Foundation

/// A throwaway folder that looks like the Contacts package to the generator: the manifest, the
/// format configuration, a copy of each file a new screen is wired into, and one existing type.
struct TemporaryPackage {
  let url: URL

  /// The files the generator edits, as they are in this package.
  static let wiredFiles = [
    "Sources/ContactsPresentation/ScreenAction.swift", "Sources/ContactsApp/AddressBookApp.swift",
    "Sources/ContactsMVVM/App/MVVMApp.swift", "Sources/ContactsVIPER/App/VIPERApp.swift",
  ]
  /// Files a new screen leaves alone, copied so a test can see they are: no wireframe presents
  /// a generated screen, so it is no destination and the screens spy has nothing to record.
  static let untouchedFiles = [
    "Sources/ContactsVIPER/ContactsScreens.swift", "Sources/ContactsTestSupport/VIPERSpies.swift",
  ]

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
    for path in Self.wiredFiles + Self.untouchedFiles {
      try write(
        path,
        String(contentsOf: Self.repository.appendingPathComponent(path), encoding: .utf8))
    }
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
