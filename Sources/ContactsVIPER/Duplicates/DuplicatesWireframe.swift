import ContactsDomain
import ContactsPresentation

/// Assembles the duplicates module.
public enum DuplicatesWireframe {
  /// The module showing on `view` the pairs `request` asks for among `repository`'s contacts.
  public static func createDuplicatesModule(
    view: any DuplicatesViewInterface, repository: any ContactRepository,
    request: DuplicatesRequest
  ) -> any DuplicatesPresenterInterface {
    DuplicatesPresenter(
      view: view, interactor: DuplicatesInteractor(repository: repository), request: request)
  }
}
