import ContactsDomain

/// Builds the import module. It navigates nowhere: a front end leaves the import screen on its
/// own, asking nothing of the app.
public enum ImportContactsWireframe {
  /// Assembles the import module, reading files in `format`.
  public static func createImportContactsModule(
    view: any ImportContactsViewInterface,
    repository: any ContactRepository,
    format: any ContactFileFormat
  ) -> any ImportContactsPresenterInterface {
    ImportContactsPresenter(
      view: view,
      interactor: ImportContactsInteractor(repository: repository, format: format)
    )
  }
}
