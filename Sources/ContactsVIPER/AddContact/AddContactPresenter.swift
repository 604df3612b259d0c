import ContactsDomain

/// The add screen's logic. Validation lives here, where a test reaches it.
final class AddContactPresenter: AddContactPresenterInterface {
  weak var view: (any AddContactViewInterface)?
  private weak var delegate: (any AddModuleDelegate)?
  private let interactor: any AddContactInteractorInterface
  private let wireframe: any AddContactWireframeInterface

  init(
    view: any AddContactViewInterface,
    delegate: any AddModuleDelegate,
    interactor: any AddContactInteractorInterface,
    wireframe: any AddContactWireframeInterface
  ) {
    self.view = view
    self.delegate = delegate
    self.interactor = interactor
    self.wireframe = wireframe
  }

  // MARK: - AddContactPresenterInterface

  func doneTapped(firstName: String, lastName: String) async {
    do {
      let draft = try ContactDraft(firstName: firstName, lastName: lastName)
      let contact = try await interactor.createContact(draft)
      wireframe.dismissAddContactScreen()
      delegate?.didAddContact(contact)
    } catch let error as ContactValidationError {
      view?.showAlert(error.message)
    } catch {
      view?.showAlert(readableMessage("Could not save the contact", error))
    }
  }

  func cancelTapped() {
    wireframe.dismissAddContactScreen()
    delegate?.didCancelAddContact()
  }
}
