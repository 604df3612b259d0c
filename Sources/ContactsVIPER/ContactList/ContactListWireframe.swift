import ContactsApp
import ContactsDomain

/// Builds the list module and knows where it navigates (VIPER's router).
public final class ContactListWireframe: ContactListWireframeInterface {
  private let repository: any ContactRepository
  private let fileFormat: any ContactFileFormat
  private let syncManager: any SyncManager
  // Weak: the front end owns its screens, and they own the presented module.
  private weak var screens: (any ContactsScreens)?

  private init(
    repository: any ContactRepository, fileFormat: any ContactFileFormat,
    syncManager: any SyncManager, screens: any ContactsScreens
  ) {
    self.repository = repository
    self.fileFormat = fileFormat
    self.syncManager = syncManager
    self.screens = screens
  }

  /// Assembles view, presenter, interactor and wireframe; the caller keeps the presenter.
  /// Import and export, presented from the list, read and write `fileFormat`; the sync
  /// screen syncs through `syncManager`.
  public static func createContactListModule(
    view: any ContactListViewInterface,
    repository: any ContactRepository,
    fileFormat: any ContactFileFormat,
    syncManager: any SyncManager = NoSyncAccounts(),
    screens: any ContactsScreens,
    pageSize: Int = PageRequest.defaultLimit
  ) -> any ContactListPresenterInterface & AddModuleDelegate & ContactDetailsModuleDelegate
    & ImportModuleDelegate & SyncModuleDelegate
  {
    ContactListPresenter(
      view: view,
      interactor: ContactListInteractor(repository: repository),
      wireframe: ContactListWireframe(
        repository: repository, fileFormat: fileFormat, syncManager: syncManager,
        screens: screens),
      pageSize: pageSize
    )
  }

  // MARK: - ContactListWireframeInterface

  public func presentAddContactScreen(delegate: any AddModuleDelegate) {
    guard let screens else { return }
    AddContactWireframe.presentModule(on: screens, delegate: delegate, repository: repository)
  }

  public func presentContactDetailsScreen(
    id: Contact.ID, delegate: any ContactDetailsModuleDelegate
  ) {
    guard let screens, let view = screens.makeView((any ContactDetailsViewInterface).self)
    else { return }
    screens.present(
      .contactDetails(
        ContactDetailsWireframe.createContactDetailsModule(
          id: id, view: view, delegate: delegate, repository: repository, screens: screens)))
  }

  public func presentImportContactsScreen(delegate: any ImportModuleDelegate) {
    guard let screens, let view = screens.makeView((any ImportContactsViewInterface).self)
    else { return }
    screens.present(
      .importContacts(
        ImportContactsWireframe.createImportContactsModule(
          view: view, delegate: delegate, repository: repository, format: fileFormat,
          screens: screens)))
  }

  public func presentExportContactsScreen() {
    guard let screens, let view = screens.makeView((any ExportContactsViewInterface).self)
    else { return }
    screens.present(
      .exportContacts(
        ExportContactsWireframe.createExportContactsModule(
          view: view, repository: repository, format: fileFormat, screens: screens)))
  }

  public func presentSyncScreen(delegate: any SyncModuleDelegate) {
    guard let screens, let view = screens.makeView((any SyncViewInterface).self) else { return }
    screens.present(
      .sync(
        SyncWireframe.createSyncModule(
          view: view, delegate: delegate, manager: syncManager, screens: screens)))
  }
}
