import ContactsDomain
import ContactsMVVM
import ContactsPresentation
import Observation

/// The MVVM build's screens: the view models the CLI and the web drive, bound to the terminal by
/// Observation. The view reads `shown` inside `withObservationTracking` and redraws when a view
/// model's output changes; navigation is the front end's, as MVVM leaves it (the article's
/// `prepare(for:sender:)`), and lives here.
@Observable
final class MVVMScreens: ScreenModules {
  @ObservationIgnored private let repository: any ContactRepository
  private let listModel: ContactListViewModel
  private var add: AddContactViewModel?
  private var details: ContactDetailsViewModel?
  private var inserted: Contact.ID?
  private var trash: RecentlyDeletedViewModel?
  private var undo: RecentlyDeletedViewModel?

  init(repository: any ContactRepository, window: ContactListWindow) {
    self.repository = repository
    listModel = ContactListViewModel(repository: repository, window: window)
  }

  func shown(changed: @escaping @Sendable () -> Void) -> Shown {
    withObservationTracking {
      current
    } onChange: {
      changed()
    }
  }

  /// The view models' outputs; read in `shown(changed:)`, where the tracking sees them.
  var current: Shown {
    // `screen` reads the window only once loaded (its `hasLoaded` is not observed): read here
    // first, the window is tracked before the first load too, so that load redraws.
    _ = listModel.window
    var shown = Shown(
      list: listModel.screen, listFailure: listModel.errorMessage, inserted: inserted,
      form: add?.form, isEditing: add?.isEditing ?? false, alert: add?.alert,
      card: details?.card, isConfirmingDelete: details?.isConfirmingDelete ?? false,
      detailsFailure: details?.errorMessage)
    shown.isShowingDeleted = trash != nil
    shown.deleted = trash?.screen
    shown.deletedNotice = trash?.errorMessage ?? trash?.outcome?.sentence
    shown.undoOffer = undo?.offer
    shown.undoNotice = undo?.errorMessage ?? undo?.outcome?.sentence
    shown.undone = undo?.outcome.flatMap { $0.isBack ? $0.contactID : nil }
    return shown
  }

  var window: ContactListWindow { listModel.window }

  func list(_ input: ListInput) async {
    await listModel.send(input)
  }

  func addTapped() {
    add = AddContactViewModel(repository: repository)
  }

  func doneTapped(_ form: ContactForm) async {
    guard let add else { return }
    await add.doneTapped(form)
    switch add.outcome {
    case .added(let contact):
      self.add = nil
      // The article's closure: the row goes in at the index the view model computed.
      inserted = listModel.didAddContact(contact).map { listModel.rows[$0].id }
    case .updated(let contact):
      self.add = nil
      details?.didUpdateContact(contact)
    case .cancelled, nil: break
    }
  }

  func cancelTapped() {
    add?.cancelTapped()
    if add?.outcome == .cancelled { add = nil }
  }

  func showDetails(_ id: Contact.ID) async {
    let details = ContactDetailsViewModel(repository: repository, id: id)
    await details.viewDidLoad()
    self.details = details
  }

  func editTapped() {
    guard let contact = details?.contact else { return }
    add = AddContactViewModel(repository: repository, editing: contact)
  }

  func deleteTapped() {
    details?.deleteTapped()
  }

  func deleteConfirmed() async {
    guard let details else { return }
    await details.deleteConfirmed()
    if details.isDeleted { self.details = nil }
  }

  func deleteCancelled() {
    details?.deleteCancelled()
  }

  func closeDetails() {
    details = nil
  }

  // MARK: - Recently deleted and undo

  func openRecentlyDeleted() async {
    let trash = RecentlyDeletedViewModel(repository: repository)
    self.trash = trash
    await trash.viewDidLoad()
  }

  func restoreTapped(_ id: Contact.ID) async {
    guard let trash else { return }
    await trash.restoreTapped(id)
    if trash.failure == nil { await trash.viewDidLoad() }
  }

  func deleteForeverTapped(_ id: Contact.ID) async {
    guard let trash else { return }
    await trash.deleteForeverTapped(id)
    if trash.failure == nil { await trash.viewDidLoad() }
  }

  func closeRecentlyDeleted() {
    trash = nil
  }

  func undoOfferNeeded() async {
    let undo = RecentlyDeletedViewModel(repository: repository)
    self.undo = undo
    await undo.undoOfferNeeded()
  }

  func undoTapped() async {
    guard let undo, let offer = undo.offer else { return }
    await undo.undoTapped(offer.change.id)
  }
}
