/// A person in the address book: the entity both architectures share.
public struct Contact: Identifiable, Hashable, Sendable {
  /// A stable identifier, given by the store and never reused.
  public typealias ID = Int64

  public let id: ID
  public let firstName: String
  public let lastName: String

  public init(id: ID, firstName: String, lastName: String) {
    self.id = id
    self.firstName = firstName
    self.lastName = lastName
  }

  /// The article's full name: "First Last".
  public var fullName: String { "\(firstName) \(lastName)" }

  /// Where this contact stands in the app's one ordering.
  public var position: ContactPosition {
    ContactPosition(sortKey: ContactSortKey(fullName: fullName), id: id)
  }
}
