import ContactsDomain
import Foundation

extension Contact {
  /// A contact for tests, named "first last".
  public static func fixture(_ id: Contact.ID, _ firstName: String, _ lastName: String) -> Contact {
    Contact(id: id, firstName: firstName, lastName: lastName)
  }

  /// The article's four names as a person typed them, ids 1 to 4.
  /// The app shows them as "adam smith", "Ángel Díaz", "émile zola", "Zoe Adams".
  public static let typedFour: [Contact] = [
    .fixture(1, "Zoe", "Adams"),
    .fixture(2, "émile", "zola"),
    .fixture(3, "adam", "smith"),
    .fixture(4, "Ángel", "Díaz"),
  ]
}

/// A fresh folder for a test's files, in this test process's own temporary folder
/// (`TemporaryFolders`): removed when the process exits, or when the test ends if it has the
/// `.removesTemporaryFolders` trait.
public func makeTemporaryDirectory() throws -> URL {
  let url = TemporaryFolders.runFolder.appendingPathComponent(UUID().uuidString, isDirectory: true)
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  TemporaryFolders.current?.add(url)
  return url
}

/// Runs `body` with a fresh temporary folder, then removes the folder whatever happened.
public func withTemporaryDirectory<T>(_ body: (URL) async throws -> T) async throws -> T {
  let url = try makeTemporaryDirectory()
  defer { try? FileManager.default.removeItem(at: url) }
  return try await body(url)
}

extension Contact {
  /// A contact for tests, named "first last", born on `birthday` ("1815-12-10" or "--12-10").
  public static func fixture(
    _ id: Contact.ID, _ firstName: String, _ lastName: String, born birthday: String
  ) -> Contact {
    var details = ContactDetails()
    details.birthday = PartialDate(birthday)
    return Contact(id: id, firstName: firstName, lastName: lastName, details: details)
  }
}
