import ContactsDomain

/// Builds the export module and closes its screen.
public final class ExportContactsWireframe: ExportContactsWireframeInterface {
  // Weak: the front end owns its screens, and they own the presented module.
  private weak var screens: (any ContactsScreens)?

  private init(screens: any ContactsScreens) {
    self.screens = screens
  }

  /// Assembles the export module, writing `format` and reading `windowSize` contacts at a time.
  public static func createExportContactsModule(
    view: any ExportContactsViewInterface,
    repository: any ContactRepository,
    format: any ContactFileFormat,
    screens: any ContactsScreens,
    windowSize: Int = PageRequest.maximumLimit
  ) -> any ExportContactsPresenterInterface {
    ExportContactsPresenter(
      view: view,
      interactor: ExportContactsInteractor(
        repository: repository, format: format, windowSize: windowSize),
      wireframe: ExportContactsWireframe(screens: screens)
    )
  }

  // MARK: - ExportContactsWireframeInterface

  public func dismissExportContactsScreen() {
    screens?.dismiss(.exportContacts)
  }
}
