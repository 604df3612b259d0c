import ContactsApp
import ContactsDomain
import ContactsPresentation
import Foundation

/// The details screen's logic: show, edit through the add module, delete after confirmation.
final class ContactDetailsPresenter: ContactDetailsPresenterInterface {
  weak var view: (any ContactDetailsViewInterface)?
  private weak var delegate: (any ContactDetailsModuleDelegate)?
  private let interactor: any ContactDetailsInteractorInterface
  private let wireframe: any ContactDetailsWireframeInterface
  private var contact: Contact?

  init(
    view: any ContactDetailsViewInterface,
    delegate: any ContactDetailsModuleDelegate,
    interactor: any ContactDetailsInteractorInterface,
    wireframe: any ContactDetailsWireframeInterface
  ) {
    self.view = view
    self.delegate = delegate
    self.interactor = interactor
    self.wireframe = wireframe
  }

  // MARK: - ContactDetailsPresenterInterface

  func viewDidLoad() async {
    do {
      let contact = try await interactor.retrieveContact()
      self.contact = contact
      view?.showContact(ContactCard(contact))
    } catch {
      view?.showError(AppFailure(.loadContact, error))
    }
  }

  func editTapped() {
    guard let contact else { return }
    wireframe.presentEditContactScreen(contact, delegate: self)
  }

  func deleteTapped() {
    guard let contact else { return }
    view?.askToConfirmDelete(of: ContactCard(contact))
  }

  func deleteConfirmed() async {
    guard let contact else { return }
    do {
      try await interactor.deleteContact()
      wireframe.dismissContactDetailsScreen()
      delegate?.didDeleteContact(contact.id)
    } catch {
      view?.showError(AppFailure(.deleteContact, error))
    }
  }

  func deleteCancelled() {
    guard let contact else { return }
    view?.showContact(ContactCard(contact))
  }

  func photoShown() async {
    do {
      view?.showPhoto(try await interactor.retrievePhoto())
    } catch {
      view?.showError(AppFailure(.loadPhoto, error))
    }
  }

  /// Refused with a sentence when `data` is not an image the app shows (see `ContactPhoto`).
  func photoPicked(_ data: Data?) async {
    do {
      let picked = try data.map { data throws(ContactValidationError) in try ContactPhoto(data) }
      try await interactor.savePhoto(picked)
      let contact = try await interactor.retrieveContact()
      self.contact = contact
      view?.showContact(ContactCard(contact))
      view?.showPhoto(picked)
    } catch {
      view?.showError(AppFailure(.savePhoto, error))
    }
  }
}

// MARK: - AddModuleDelegate

extension ContactDetailsPresenter: AddModuleDelegate {
  func didAddContact(_ contact: Contact) {}

  func didUpdateContact(_ contact: Contact) {
    self.contact = contact
    view?.showContact(ContactCard(contact))
    delegate?.didUpdateContact(contact)
  }
}
