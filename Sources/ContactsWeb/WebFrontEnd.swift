import ContactsDomain

/// What the list page shows.
enum ListScreen: Equatable, Sendable {
  /// These rows, in this order, and the windows before and after them.
  case rows([ContactViewModel], previous: PageRequest?, next: PageRequest?)
  /// There are no contacts yet.
  case noContent
  /// A search found nothing.
  case noResults(String)
  /// Loading failed; the sentence says why.
  case error(String)
}

/// What the add or edit page answers.
enum FormScreen: Equatable, Sendable {
  /// The form stays up: its fields, whether it edits a contact, and the alert if any.
  case form(ContactForm, isEditing: Bool, alert: String?)
  /// The screen closed after saving this contact.
  case saved(ContactViewModel)
  /// The screen closed without saving.
  case cancelled
  /// The contact to edit could not be loaded.
  case error(String)
}

/// What the details page shows.
enum DetailsScreen: Equatable, Sendable {
  case card(ContactCard)
  /// "Delete this contact?"
  case confirmDelete(ContactCard)
  /// The contact is gone; the screen closed.
  case deleted
  case error(String)
}

/// The button a form was sent with.
enum FormAction: Equatable, Sendable {
  case done(ContactForm)
  case cancel
}

/// The browser's passive views over one architecture's modules: each call builds the modules for
/// one request, does what the person did, and reports what the modules told the views. No state.
protocol WebFrontEnd: Sendable {
  func showList(_ request: PageRequest, repository: any ContactRepository) async -> ListScreen
  func openAdd(repository: any ContactRepository) async -> FormScreen
  func submitAdd(_ action: FormAction, repository: any ContactRepository) async -> FormScreen
  func showDetails(id: Contact.ID, repository: any ContactRepository) async -> DetailsScreen
  /// The person tapped Delete on the details screen.
  func deleteTapped(id: Contact.ID, repository: any ContactRepository) async -> DetailsScreen
  /// The person confirmed the deletion.
  func deleteConfirmed(id: Contact.ID, repository: any ContactRepository) async -> DetailsScreen
  /// The person tapped Edit on the details screen.
  func openEdit(id: Contact.ID, repository: any ContactRepository) async -> FormScreen
  func submitEdit(id: Contact.ID, _ action: FormAction, repository: any ContactRepository) async
    -> FormScreen
}
