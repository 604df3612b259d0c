import ContactsApp
import ContactsDomain
import ContactsPresentation

/// The add (and edit) screen's logic. Validation lives here, where a test reaches it.
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

  func viewDidLoad() {
    let edited = interactor.editedContact
    view?.showForm(edited.map(ContactForm.init) ?? ContactForm(), isEditing: edited != nil)
  }

  func doneTapped(_ form: ContactForm, photo: PhotoChange) async {
    do {
      let edited = interactor.editedContact
      let draft = try ContactDraft(form, origin: edited.map { .edit($0) } ?? .typed)
      let contact = try await interactor.save(draft, photo: photo)
      wireframe.dismissAddContactScreen()
      if interactor.editedContact == nil {
        delegate?.didAddContact(contact)
      } else {
        delegate?.didUpdateContact(contact)
      }
    } catch {
      view?.showAlert(AppFailure(.saveContact, error))
    }
  }

  func cancelTapped() {
    wireframe.dismissAddContactScreen()
  }
}
