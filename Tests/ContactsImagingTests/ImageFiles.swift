import Foundation

/// The camera photos in Fixtures (see its README).
enum ImageFiles {
  /// A fixture's bytes.
  static func fixture(_ name: String) throws -> Data {
    guard let folder = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
      throw CocoaError(.fileNoSuchFile)
    }
    return try Data(contentsOf: folder.appendingPathComponent(name))
  }
}
