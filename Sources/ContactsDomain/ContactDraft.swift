import Foundation

/// A contact's names, validated: the only way for a name to reach a repository.
public struct ContactDraft: Hashable, Sendable {
  /// The longest name accepted, in characters.
  public static let maximumNameLength = 100

  public let firstName: String
  public let lastName: String

  /// Trims both names and checks them, throwing the error a person should see.
  public init(firstName: String, lastName: String) throws(ContactValidationError) {
    let first = Self.normalized(firstName)
    let last = Self.normalized(lastName)
    guard !first.isEmpty, !last.isEmpty else { throw .missingName }
    try Self.check(first, as: .firstName)
    try Self.check(last, as: .lastName)
    self.firstName = first
    self.lastName = last
  }

  /// The full name this draft will have once stored.
  public var fullName: String { "\(firstName) \(lastName)" }

  // MARK: - Private

  private static func normalized(_ name: String) -> String {
    // NFC, so that "é" typed as one or two code points sorts and compares the same.
    name.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping
  }

  private static func check(_ name: String, as field: ContactField) throws(ContactValidationError) {
    guard name.count <= maximumNameLength else {
      throw .tooLong(field, limit: maximumNameLength)
    }
    guard !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
      throw .controlCharacter(field)
    }
  }
}
