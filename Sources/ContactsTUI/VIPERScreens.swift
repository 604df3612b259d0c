import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsVIPER

/// The VIPER build's screens: the modules the CLI and the web drive, assembled by their
/// wireframes. The terminal is their passive view: the presenters tell the views what to show
/// (`reloadInterface`, `didInsertContact(_:at:)`, `showAlert`…), the views write it into
/// `state` and say it changed; the wireframes present and dismiss the add module here.
final class VIPERScreens: ScreenModules, ContactsScreens {
  let repository: any ContactRepository
  /// What the views were told; they change it and call `changed`.
  var state = Shown() {
    didSet { notify() }
  }
  private var changed: (@Sendable () -> Void)?
  private let listView: VIPERListView
  private let addView: VIPERAddView
  private let detailsView: VIPERDetailsView
  private var listPresenter: (any ContactListPresenterInterface & AddModuleDelegate)!
  private var addPresenter: (any AddContactPresenterInterface)?
  private var detailsPresenter: (any ContactDetailsPresenterInterface)?
  /// The Recently deleted screen's module while it is open, and the list's undo module after a
  /// delete (`VIPERScreens+RecentlyDeleted`).
  var trash: (presenter: any RecentlyDeletedPresenterInterface, view: VIPERRecentlyDeletedView)?
  var undo: (presenter: any RecentlyDeletedPresenterInterface, view: VIPERRecentlyDeletedView)?

  init(repository: any ContactRepository, window: ContactListWindow) {
    self.repository = repository
    listView = VIPERListView()
    addView = VIPERAddView()
    detailsView = VIPERDetailsView()
    listView.screens = self
    addView.screens = self
    detailsView.screens = self
    listPresenter = ContactListWireframe.createContactListModule(
      view: listView, repository: repository, screens: self, window: window)
  }

  func shown(changed: @escaping @Sendable () -> Void) -> Shown {
    self.changed = changed
    return state
  }

  var current: Shown { state }

  /// Tells the view once that what it shows changed, as Observation's tracking does.
  private func notify() {
    let changed = self.changed
    self.changed = nil
    changed?()
  }

  var window: ContactListWindow { listPresenter.window }

  func list(_ input: ListInput) async {
    await listPresenter.send(input)
  }

  func addTapped() {
    listPresenter.addNewContactTapped()
  }

  func doneTapped(_ form: ContactForm) async {
    // The view's fields hold what was typed, as a text field does, whatever the presenter says.
    state.form = form
    await addPresenter?.doneTapped(form)
  }

  func cancelTapped() {
    addPresenter?.cancelTapped()
  }

  func showDetails(_ id: Contact.ID) async {
    let presenter = ContactDetailsWireframe.createContactDetailsModule(
      id: id, view: detailsView, delegate: self, repository: repository, screens: self)
    detailsPresenter = presenter
    await presenter.viewDidLoad()
  }

  func editTapped() {
    detailsPresenter?.editTapped()
  }

  func deleteTapped() {
    detailsPresenter?.deleteTapped()
  }

  func deleteConfirmed() async {
    await detailsPresenter?.deleteConfirmed()
  }

  func deleteCancelled() {
    detailsPresenter?.deleteCancelled()
  }

  func closeDetails() {
    dismiss(.contactDetails)
  }

  // MARK: - ContactsScreens

  func makeView<View>(_ kind: View.Type) -> View {
    guard let view = addView as? View else {
      preconditionFailure("The terminal makes the add screen's view only, not \(View.self)")
    }
    return view
  }

  func present(_ destination: ContactsDestination) {
    switch destination {
    case .addContact(let presenter):
      addPresenter = presenter
      presenter.viewDidLoad()
    }
  }

  func dismiss(_ module: ContactsModule) {
    switch module {
    case .addContact:
      addPresenter = nil
      state.form = nil
      state.isEditing = false
      state.alert = nil
    case .contactDetails:
      detailsPresenter = nil
      state.card = nil
      state.isConfirmingDelete = false
      state.detailsFailure = nil
    }
  }
}

// MARK: - ContactDetailsModuleDelegate

// The terminal view opens the list around its selection once the edit or details screen closed,
// in both builds: nothing more to do when told.
extension VIPERScreens: ContactDetailsModuleDelegate {
  func didUpdateContact(_ contact: Contact) {}
  func didDeleteContact(_ id: Contact.ID) {}
}
