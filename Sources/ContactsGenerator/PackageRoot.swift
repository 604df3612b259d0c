import Foundation

/// The Contacts package on disk: the only folder the generator writes into.
public struct PackageRoot: Sendable {
  /// The package folder, symbolic links resolved.
  public let url: URL

  /// The package at `path`; throws unless it is the Contacts package.
  public init(_ path: String) throws(GeneratorError) {
    let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
    let manifest = try? String(
      contentsOf: url.appendingPathComponent("Package.swift"), encoding: .utf8)
    let screens = url.appendingPathComponent("Sources/ContactsVIPER/ContactsScreens.swift")
    guard let manifest, manifest.contains("name: \"Contacts\""),
      FileManager.default.fileExists(atPath: screens.path)
    else { throw .notThisPackage(url.path) }
    self.url = url
  }

  /// The file at `relativePath` in the package; throws when a symbolic link on the way leads out.
  public func file(_ relativePath: String) throws(GeneratorError) -> URL {
    let target = url.appendingPathComponent(relativePath).standardizedFileURL
    var existing = target
    while !FileManager.default.fileExists(atPath: existing.path) {
      existing.deleteLastPathComponent()
    }
    let resolved = existing.resolvingSymlinksInPath().path
    guard resolved == url.path || resolved.hasPrefix(url.path + "/") else {
      throw .outsidePackage(relativePath, through: existing.path)
    }
    if let link = try? FileManager.default.destinationOfSymbolicLink(atPath: target.path) {
      throw .outsidePackage(relativePath, through: "the link \(target.path) → \(link)")
    }
    return target
  }

  /// The first of `names` declared in Sources, with the file (from the package root) declaring it;
  /// the files at `skipping` are left out.
  public func declaration(of names: [String], skipping: Set<String>) -> (String, String)? {
    let wanted = Set(names)
    for path in swiftFiles(under: ["Sources"]) where !skipping.contains(path) {
      guard let text = try? String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
      else { continue }
      for name in declaredNames(in: text) where wanted.contains(name) { return (name, path) }
    }
    return nil
  }

  /// The `.swift` files under `folders`, as paths from the package root, in order.
  func swiftFiles(under folders: [String]) -> [String] {
    folders.flatMap { folder -> [String] in
      let base = url.appendingPathComponent(folder)
      guard let paths = FileManager.default.subpaths(atPath: base.path) else { return [] }
      return paths.filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
    }
  }

  // MARK: - Private

  private static let introducers: Set<Substring> = [
    "class", "struct", "enum", "protocol", "actor", "typealias",
  ]

  private func declaredNames(in text: String) -> [String] {
    let words = text.split { !($0.isLetter || $0.isNumber || $0 == "_") }
    return zip(words, words.dropFirst()).compactMap { introducer, name in
      Self.introducers.contains(introducer) ? String(name) : nil
    }
  }
}
