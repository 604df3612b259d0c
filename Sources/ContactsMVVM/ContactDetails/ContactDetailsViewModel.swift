import ContactsApp
import ContactsDomain
import ContactsPresentation
import Foundation
import Observation

/// The contact details screen's state: show, then edit or delete.
@Observable
public final class ContactDetailsViewModel {
  private let repository: any ContactRepository
  private let id: Contact.ID

  /// The contact shown, for the edit screen to start from; nil until loaded.
  public private(set) var contact: Contact?
  /// What the screen shows; nil until loaded.
  public var card: ContactCard? { contact.map(ContactCard.init) }
  /// The photo shown full size; nil until asked for, or when the contact has none.
  public private(set) var photo: ContactPhoto?
  /// Why loading or deleting failed, typed; nil otherwise.
  public private(set) var failure: AppFailure?
  /// A sentence to show when loading or deleting failed; nil otherwise.
  public var errorMessage: String? { failure?.message }
  /// True while the screen asks "Delete this contact?".
  public private(set) var isConfirmingDelete = false
  /// True once the contact is deleted and the screen should close.
  public private(set) var isDeleted = false

  public init(repository: any ContactRepository, id: Contact.ID) {
    self.repository = repository
    self.id = id
  }

  /// Call when the screen appears.
  public func viewDidLoad() async {
    do {
      contact = try await repository.contact(id: id)
      failure = nil
    } catch {
      failure = AppFailure(.loadContact, error)
    }
  }

  /// Call when the screen shows the photo full size.
  public func photoShown() async {
    do {
      photo = try await repository.photo(id: id)
      failure = nil
    } catch {
      failure = AppFailure(.loadPhoto, error)
    }
  }

  /// Call when the user picked a photo (an image file's bytes), or removed it (nil): refused
  /// with a sentence when it is not an image the app shows (see `ContactPhoto`).
  public func photoPicked(_ data: Data?) async {
    do {
      let picked = try data.map { data throws(ContactValidationError) in try ContactPhoto(data) }
      try await repository.setPhoto(picked, id: id)
      contact = try await repository.contact(id: id)
      photo = picked
      failure = nil
    } catch {
      failure = AppFailure(.savePhoto, error)
    }
  }

  /// Call when the user taps Delete: the screen asks for confirmation first.
  public func deleteTapped() {
    isConfirmingDelete = true
  }

  /// Call when the user confirms the deletion.
  public func deleteConfirmed() async {
    isConfirmingDelete = false
    do {
      try await repository.delete(id: id)
      isDeleted = true
    } catch {
      failure = AppFailure(.deleteContact, error)
    }
  }

  /// Call when the user decides not to delete.
  public func deleteCancelled() {
    isConfirmingDelete = false
  }

  /// Call when the edit screen saved `contact`.
  public func didUpdateContact(_ contact: Contact) {
    self.contact = contact
  }
}
