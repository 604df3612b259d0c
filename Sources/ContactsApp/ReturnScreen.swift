import ContactsDomain

/// The screen a closed screen leads back to: the one that opened it.
public enum ReturnScreen: Equatable, Sendable {
  /// The contact list.
  case list
  /// The details screen of the contact with this id.
  case details(Contact.ID)
}
