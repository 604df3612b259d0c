import ContactsDomain

/// Assembles the merge module.
public enum MergeWireframe {
  /// The module merging `repository`'s contacts (their kept properties by `fileFormat`) and
  /// showing on `view` what it did.
  public static func createMergeModule(
    view: any MergeViewInterface, repository: any ContactRepository,
    fileFormat: any ContactFileFormat
  ) -> any MergePresenterInterface {
    MergePresenter(
      view: view, interactor: MergeInteractor(repository: repository, fileFormat: fileFormat))
  }
}
