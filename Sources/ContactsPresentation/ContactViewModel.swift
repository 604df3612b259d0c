import ContactsDomain

/// What a row of the contact list shows: the article's `ContactViewModel`, shared by both builds.
public struct ContactViewModel: Identifiable, Hashable, Comparable, Sendable {
  /// Everything the row may show of its contact.
  public let card: ContactCard
  /// Where the row stands in the app's ordering.
  public let position: ContactPosition

  public init(_ contact: Contact) {
    card = ContactCard(contact)
    position = contact.position
  }

  public var id: Contact.ID { card.id }
  public var fullName: String { card.fullName }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.position < rhs.position
  }
}
