import ContactsDomain

/// Builds the export module. It navigates nowhere: a front end leaves the export screen on its
/// own, asking nothing of the app.
public enum ExportContactsWireframe {
  /// Assembles the export module, writing `format` and reading `windowSize` contacts at a time.
  public static func createExportContactsModule(
    view: any ExportContactsViewInterface,
    repository: any ContactRepository,
    format: any ContactFileFormat,
    windowSize: Int = PageRequest.maximumLimit
  ) -> any ExportContactsPresenterInterface {
    ExportContactsPresenter(
      view: view,
      interactor: ExportContactsInteractor(
        repository: repository, format: format, windowSize: windowSize)
    )
  }
}
