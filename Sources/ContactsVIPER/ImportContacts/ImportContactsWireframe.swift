import ContactsDomain

/// Builds the import module and closes its screen.
public final class ImportContactsWireframe: ImportContactsWireframeInterface {
  // Weak: the front end owns its screens, and they own the presented module.
  private weak var screens: (any ContactsScreens)?

  private init(screens: any ContactsScreens) {
    self.screens = screens
  }

  /// Assembles the import module, reading files in `format`; it reports each finished import
  /// to `delegate`.
  public static func createImportContactsModule(
    view: any ImportContactsViewInterface,
    delegate: any ImportModuleDelegate,
    repository: any ContactRepository,
    format: any ContactFileFormat,
    screens: any ContactsScreens
  ) -> any ImportContactsPresenterInterface {
    ImportContactsPresenter(
      view: view,
      delegate: delegate,
      interactor: ImportContactsInteractor(repository: repository, format: format),
      wireframe: ImportContactsWireframe(screens: screens)
    )
  }

  // MARK: - ImportContactsWireframeInterface

  public func dismissImportContactsScreen() {
    screens?.dismiss(.importContacts)
  }
}
