import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsVIPER

/// Records what the list presenter told its view.
public final class ContactListViewSpy: ContactListViewInterface {
  public enum Call: Equatable {
    case reload([ContactViewModel])
    case paging(previous: PageRequest?, next: PageRequest?)
    case noContent
    case noResults(String)
    case emptyGroup(String)
    case endOfList(restart: PageRequest)
    case insert(ContactViewModel, at: Int)
    case error(String)
  }

  public private(set) var calls: [Call] = []
  /// Where the presenter last said the rows stand.
  public private(set) var place: ListPlace?

  public init() {}

  public func reloadInterface(with contacts: [ContactViewModel]) { calls.append(.reload(contacts)) }
  public func showPaging(previous: PageRequest?, next: PageRequest?) {
    calls.append(.paging(previous: previous, next: next))
  }
  public func showPlace(_ place: ListPlace?) { self.place = place }
  public func showNoContentScreen() { calls.append(.noContent) }
  public func showNoResults(for query: String) { calls.append(.noResults(query)) }
  public func showEmptyGroup(_ group: String) { calls.append(.emptyGroup(group)) }
  public func showEndOfList(restart: PageRequest) { calls.append(.endOfList(restart: restart)) }
  public func didInsertContact(_ contact: ContactViewModel, at index: Int) {
    calls.append(.insert(contact, at: index))
  }
  public func showError(_ failure: AppFailure) { calls.append(.error(failure.message)) }
}

/// Records what the add presenter told its view.
public final class AddContactViewSpy: AddContactViewInterface {
  public enum Call: Equatable {
    case form(ContactForm, editing: Bool)
    case alert(String)
  }

  public private(set) var calls: [Call] = []
  /// Where the presenter last said the rows stand.
  public private(set) var place: ListPlace?

  public init() {}

  public func showForm(_ form: ContactForm, isEditing: Bool) {
    calls.append(.form(form, editing: isEditing))
  }
  public func showAlert(_ failure: AppFailure) { calls.append(.alert(failure.message)) }

  /// The alerts shown, in order.
  public var alerts: [String] {
    calls.compactMap { if case .alert(let message) = $0 { message } else { nil } }
  }
}

/// Records what the details presenter told its view.
public final class ContactDetailsViewSpy: ContactDetailsViewInterface {
  public enum Call: Equatable {
    case show(ContactCard)
    case confirmDelete(ContactCard)
    case photo(ContactPhoto?)
    case error(String)
  }

  public private(set) var calls: [Call] = []
  /// Where the presenter last said the rows stand.
  public private(set) var place: ListPlace?

  public init() {}

  public func showContact(_ card: ContactCard) { calls.append(.show(card)) }
  public func askToConfirmDelete(of card: ContactCard) { calls.append(.confirmDelete(card)) }
  public func showPhoto(_ photo: ContactPhoto?) { calls.append(.photo(photo)) }
  public func showError(_ failure: AppFailure) { calls.append(.error(failure.message)) }
}

/// Records what the wireframes asked the front end to show and close.
public final class ScreensSpy: ContactsScreens {
  public enum Call: Equatable {
    case presentAddContact
    case dismissAddContact
    case dismissContactDetails
  }

  public private(set) var calls: [Call] = []
  public let addView = AddContactViewSpy()
  /// The presenter of the add screen last presented.
  public private(set) var addPresenter: (any AddContactPresenterInterface)?

  public init() {}

  public func makeView<View>(_ kind: View.Type) -> View {
    guard let view = addView as? View else {
      preconditionFailure("ScreensSpy makes the add screen's view only, not \(View.self)")
    }
    return view
  }

  public func present(_ destination: ContactsDestination) {
    switch destination {
    case .addContact(let presenter):
      addPresenter = presenter
      calls.append(.presentAddContact)
    }
  }

  public func dismiss(_ module: ContactsModule) {
    switch module {
    case .addContact: calls.append(.dismissAddContact)
    case .contactDetails: calls.append(.dismissContactDetails)
    }
  }
}

/// Records what the add or details module reported back.
public final class ModuleDelegateSpy: AddModuleDelegate, ContactDetailsModuleDelegate {
  public enum Call: Equatable {
    case added(Contact)
    case updated(Contact)
    case deleted(Contact.ID)
  }

  public private(set) var calls: [Call] = []
  /// Where the presenter last said the rows stand.
  public private(set) var place: ListPlace?

  public init() {}

  public func didAddContact(_ contact: Contact) { calls.append(.added(contact)) }
  public func didUpdateContact(_ contact: Contact) { calls.append(.updated(contact)) }
  public func didDeleteContact(_ id: Contact.ID) { calls.append(.deleted(id)) }
}
