import ContactsDomain

/// What the list screen shows.
public enum ListState: Equatable, Sendable {
  /// These rows, in this order, and the windows before and after them.
  case rows([ContactViewModel], previous: PageRequest?, next: PageRequest?)
  /// There are no contacts yet.
  case noContent
  /// A search found nothing.
  case noResults(String)
  /// Loading failed; the sentence says why.
  case error(String)
}

/// What the add or edit screen ended on.
public enum FormState: Equatable, Sendable {
  /// The form stays up: its fields, whether it edits a contact, and the alert if any.
  case form(ContactForm, isEditing: Bool, alert: String?)
  /// The screen closed after saving this contact.
  case saved(ContactViewModel)
  /// The screen closed without saving.
  case cancelled
  /// The contact to edit could not be loaded.
  case error(String)
}

/// What the details screen shows.
public enum DetailsState: Equatable, Sendable {
  case card(ContactCard)
  /// "Delete this contact?"
  case confirmDelete(ContactCard)
  /// The contact is gone; the screen closed.
  case deleted
  case error(String)
}
