import ContactsDomain
import ContactsVIPERSession

/// What a screen about one contact (add, edit, details) ended on.
package enum ContactScreen: Equatable {
  case contact(ContactCard)
  case alert(String)
}

/// How a deletion ended.
package enum DeleteScreen: Equatable {
  case deleted(ContactCard)
  case kept(ContactCard)
  case failed(String)
}

/// The terminal's passive views over one architecture's modules.
package protocol TerminalFrontEnd {
  /// One window of the list, or of the search results when the request has a query.
  func list(_ request: PageRequest, repository: any ContactRepository) async -> ListState
  func add(_ form: ContactForm, repository: any ContactRepository) async -> ContactScreen
  func show(id: Contact.ID, repository: any ContactRepository) async -> ContactScreen
  /// Opens the edit screen of `id`, lets `change` type into its form, and taps Done.
  func edit(
    id: Contact.ID, repository: any ContactRepository, change: (inout ContactForm) -> Void
  ) async -> ContactScreen
  /// Opens the details of `id`, taps Delete, and confirms when `confirm` says so.
  func delete(
    id: Contact.ID, repository: any ContactRepository, confirm: (ContactCard) -> Bool
  ) async -> DeleteScreen
}
