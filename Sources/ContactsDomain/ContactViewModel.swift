/// What a row of the contact list shows: the article's `ContactViewModel`, shared by both builds.
public struct ContactViewModel: Identifiable, Hashable, Comparable, Sendable {
  public let id: Contact.ID
  public let firstName: String
  public let lastName: String
  public let fullName: String
  /// Where the row stands in the app's ordering.
  public let position: ContactPosition

  public init(_ contact: Contact) {
    id = contact.id
    firstName = contact.firstName
    lastName = contact.lastName
    fullName = contact.fullName
    position = contact.position
  }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.position < rhs.position
  }
}
