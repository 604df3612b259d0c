import ContactsDomain

/// What a front end does when a wireframe shows or closes a screen: UIKit's `present` and
/// `dismiss`, as a page, a redirect or a printed line.
public protocol ContactsScreens: AnyObject {
  /// A new, not yet shown view for the add (or edit) contact screen.
  func makeAddContactView() -> any AddContactViewInterface
  /// Shows the add or edit screen, whose presenter is `presenter`.
  func presentAddContact(_ presenter: any AddContactPresenterInterface)
  /// Closes the add or edit screen.
  func dismissAddContact()

  /// A new, not yet shown view for the details screen.
  func makeContactDetailsView() -> any ContactDetailsViewInterface
  /// Shows the details screen, whose presenter is `presenter`.
  func presentContactDetails(_ presenter: any ContactDetailsPresenterInterface)
  /// Closes the details screen.
  func dismissContactDetails()

  /// A new, not yet shown view for the import screen.
  func makeImportContactsView() -> any ImportContactsViewInterface
  /// Shows the import screen, whose presenter is `presenter`.
  func presentImportContacts(_ presenter: any ImportContactsPresenterInterface)
  /// Closes the import screen.
  func dismissImportContacts()

  /// A new, not yet shown view for the export screen.
  func makeExportContactsView() -> any ExportContactsViewInterface
  /// Shows the export screen, whose presenter is `presenter`.
  func presentExportContacts(_ presenter: any ExportContactsPresenterInterface)
  /// Closes the export screen.
  func dismissExportContacts()
}
