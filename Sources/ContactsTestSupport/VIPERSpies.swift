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
    case insert(ContactViewModel, at: Int)
    case remove(at: Int)
    case error(String)
  }

  public private(set) var calls: [Call] = []

  public init() {}

  public func reloadInterface(with contacts: [ContactViewModel]) { calls.append(.reload(contacts)) }
  public func showPaging(previous: PageRequest?, next: PageRequest?) {
    calls.append(.paging(previous: previous, next: next))
  }
  public func showNoContentScreen() { calls.append(.noContent) }
  public func showNoResults(for query: String) { calls.append(.noResults(query)) }
  public func didInsertContact(_ contact: ContactViewModel, at index: Int) {
    calls.append(.insert(contact, at: index))
  }
  public func didRemoveContact(at index: Int) { calls.append(.remove(at: index)) }
  public func showError(_ failure: AppFailure) { calls.append(.error(failure.message)) }
}

/// Records what the add presenter told its view.
public final class AddContactViewSpy: AddContactViewInterface {
  public enum Call: Equatable {
    case form(ContactForm, editing: Bool)
    case alert(String)
  }

  public private(set) var calls: [Call] = []

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
    case error(String)
  }

  public private(set) var calls: [Call] = []

  public init() {}

  public func showContact(_ card: ContactCard) { calls.append(.show(card)) }
  public func askToConfirmDelete(of card: ContactCard) { calls.append(.confirmDelete(card)) }
  public func showError(_ failure: AppFailure) { calls.append(.error(failure.message)) }
}

/// Records what the wireframes asked the front end to show and close.
public final class ScreensSpy: ContactsScreens {
  public enum Call: Equatable {
    case presentAddContact
    case dismissAddContact
    case presentContactDetails
    case dismissContactDetails
    case presentImportContacts
    case dismissImportContacts
    case presentExportContacts
    case dismissExportContacts
    case presentSync
    case dismissSync
  }

  public private(set) var calls: [Call] = []
  public let addView = AddContactViewSpy()
  public let detailsView = ContactDetailsViewSpy()
  public let importView = ImportContactsViewSpy()
  public let exportView = ExportContactsViewSpy()
  public let syncView = SyncViewSpy()
  /// The presenter of the add screen last presented.
  public private(set) var addPresenter: (any AddContactPresenterInterface)?
  /// The presenter of the details screen last presented.
  public private(set) var detailsPresenter: (any ContactDetailsPresenterInterface)?
  /// The presenter of the import screen last presented.
  public private(set) var importPresenter: (any ImportContactsPresenterInterface)?
  /// The presenter of the export screen last presented.
  public private(set) var exportPresenter: (any ExportContactsPresenterInterface)?
  /// The presenter of the sync screen last presented.
  public private(set) var syncPresenter: (any SyncPresenterInterface)?

  public init() {}

  public func makeView<View>(_ kind: View.Type) -> View? {
    let views: [AnyObject] = [addView, detailsView, importView, exportView, syncView]
    return views.lazy.compactMap { $0 as? View }.first
  }

  public func present(_ destination: ContactsDestination) {
    switch destination {
    case .addContact(let presenter):
      addPresenter = presenter
      calls.append(.presentAddContact)
    case .contactDetails(let presenter):
      detailsPresenter = presenter
      calls.append(.presentContactDetails)
    case .importContacts(let presenter):
      importPresenter = presenter
      calls.append(.presentImportContacts)
    case .exportContacts(let presenter):
      exportPresenter = presenter
      calls.append(.presentExportContacts)
    case .sync(let presenter):
      syncPresenter = presenter
      calls.append(.presentSync)
    }
  }

  public func dismiss(_ module: ContactsModule) {
    switch module {
    case .addContact: calls.append(.dismissAddContact)
    case .contactDetails: calls.append(.dismissContactDetails)
    case .importContacts: calls.append(.dismissImportContacts)
    case .exportContacts: calls.append(.dismissExportContacts)
    case .sync: calls.append(.dismissSync)
    }
  }
}

/// Records what the add, details, import or sync module reported back.
public final class ModuleDelegateSpy: AddModuleDelegate, ContactDetailsModuleDelegate,
  ImportModuleDelegate, SyncModuleDelegate
{
  public enum Call: Equatable {
    case added(Contact)
    case updated(Contact)
    case cancelled
    case deleted(Contact.ID)
    case imported(ImportSummary)
    case synced(SyncOutcome)
  }

  public private(set) var calls: [Call] = []

  public init() {}

  public func didAddContact(_ contact: Contact) { calls.append(.added(contact)) }
  public func didUpdateContact(_ contact: Contact) { calls.append(.updated(contact)) }
  public func didCancelAddContact() { calls.append(.cancelled) }
  public func didDeleteContact(_ id: Contact.ID) { calls.append(.deleted(id)) }
  public func didImportContacts(_ summary: ImportSummary) async {
    calls.append(.imported(summary))
  }
  public func didSync(_ outcome: SyncOutcome) async { calls.append(.synced(outcome)) }
}
