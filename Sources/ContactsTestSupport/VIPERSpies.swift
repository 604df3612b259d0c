import ContactsDomain
import ContactsVIPER

/// Records what the list presenter told its view.
public final class ContactListViewSpy: ContactListViewInterface {
  public enum Call: Equatable {
    case reload([ContactViewModel])
    case noContent
    case insert(ContactViewModel, at: Int)
    case error(String)
  }

  public private(set) var calls: [Call] = []

  public init() {}

  public func reloadInterface(with contacts: [ContactViewModel]) { calls.append(.reload(contacts)) }
  public func showNoContentScreen() { calls.append(.noContent) }
  public func didInsertContact(_ contact: ContactViewModel, at index: Int) {
    calls.append(.insert(contact, at: index))
  }
  public func showError(_ message: String) { calls.append(.error(message)) }
}

/// Records the alerts the add presenter showed.
public final class AddContactViewSpy: AddContactViewInterface {
  public private(set) var alerts: [String] = []

  public init() {}

  public func showAlert(_ message: String) { alerts.append(message) }
}

/// Records what the wireframes asked the front end to show and close.
public final class ScreensSpy: ContactsScreens {
  public enum Call: Equatable {
    case presentAddContact
    case dismissAddContact
  }

  public private(set) var calls: [Call] = []
  public let addView = AddContactViewSpy()
  /// The presenter of the add screen last presented.
  public private(set) var addPresenter: (any AddContactPresenterInterface)?

  public init() {}

  public func makeAddContactView() -> any AddContactViewInterface { addView }
  public func presentAddContact(_ presenter: any AddContactPresenterInterface) {
    addPresenter = presenter
    calls.append(.presentAddContact)
  }
  public func dismissAddContact() { calls.append(.dismissAddContact) }
}

/// Records what the add module reported back.
public final class AddModuleDelegateSpy: AddModuleDelegate {
  public enum Call: Equatable {
    case added(Contact)
    case cancelled
  }

  public private(set) var calls: [Call] = []

  public init() {}

  public func didAddContact(_ contact: Contact) { calls.append(.added(contact)) }
  public func didCancelAddContact() { calls.append(.cancelled) }
}
