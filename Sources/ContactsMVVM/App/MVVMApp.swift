import ContactsApp
import ContactsDomain
import ContactsPresentation
import Foundation

/// The address book built with MVVM: each action opens the view models its screens need, does
/// what the person did, and reads their outputs. In MVVM the app decides navigation: which view
/// model a screen needs, and where a closed screen leads.
public struct MVVMApp: AddressBookApp {
  let repository: any ContactRepository
  private let fileFormat: any ContactFileFormat
  private let syncManager: any SyncManager
  private let backups: any BookBackups
  private let books: OwnedBooks

  /// The app over `repository`, importing and exporting `fileFormat`, syncing through
  /// `syncManager`, restoring the backups of `backups`, keeping the owner's `books`.
  public init(
    repository: any ContactRepository, fileFormat: any ContactFileFormat,
    syncManager: any SyncManager = NoSyncAccounts(), backups: any BookBackups = NoBookBackups(),
    books: OwnedBooks = .none
  ) {
    self.repository = repository
    self.fileFormat = fileFormat
    self.syncManager = syncManager
    self.backups = backups
    self.books = books
  }

  public func list(_ input: ListInput, in window: ContactListWindow) async throws(AppFailure)
    -> ListScreen
  {
    let list = ContactListViewModel(repository: repository, window: window)
    await list.send(input)
    if let failure = list.failure { throw failure }
    return try required(list.screen)
  }

  public func indexEntries(in window: ContactListWindow) async throws(AppFailure) -> Set<String> {
    try await ListIndex.entriesWithContacts(
      in: repository, query: window.query, group: window.group)
  }

  public func groups() async throws(AppFailure) -> GroupsScreen {
    let screen = GroupsViewModel(repository: repository)
    await screen.viewDidLoad()
    if let failure = screen.failure { throw failure }
    return try required(screen.screen)
  }

  public func openAdd() async -> ContactForm {
    AddContactViewModel(repository: repository).form
  }

  public func add(_ form: ContactForm, photo: PhotoChange) async throws(AppFailure)
    -> ContactViewModel
  {
    // The list opened the add screen; once it saved, the list inserts the row.
    let list = ContactListViewModel(repository: repository)
    let contact = try await save(
      form, photo: photo, on: AddContactViewModel(repository: repository))
    let index = try required(list.didAddContact(contact))
    return list.rows[index]
  }

  public func cancelAdd() async throws(AppFailure) -> ReturnScreen {
    try close(AddContactViewModel(repository: repository), backTo: .list)
  }

  public func show(_ id: Contact.ID) async throws(AppFailure) -> ContactCard {
    try await details(id).card
  }

  public func openEdit(_ id: Contact.ID) async throws(AppFailure) -> ContactForm {
    AddContactViewModel(repository: repository, editing: try await details(id).contact).form
  }

  public func edit(_ id: Contact.ID, _ form: ContactForm, photo: PhotoChange)
    async throws(AppFailure) -> Contact
  {
    let details = try await details(id)
    let edit = AddContactViewModel(repository: repository, editing: details.contact)
    let contact = try await save(form, photo: photo, on: edit)
    details.viewModel.didUpdateContact(contact)
    return contact
  }

  public func photo(_ id: Contact.ID) async throws(AppFailure) -> ContactPhoto? {
    let details = try await details(id)
    await details.viewModel.photoShown()
    if let failure = details.viewModel.failure { throw failure }
    return details.viewModel.photo
  }

  public func setPhoto(_ id: Contact.ID, _ data: Data?) async throws(AppFailure) -> ContactCard {
    let details = try await details(id)
    await details.viewModel.photoPicked(data)
    if let failure = details.viewModel.failure { throw failure }
    return try required(details.viewModel.card)
  }

  public func cancelEdit(_ id: Contact.ID) async throws(AppFailure) -> ReturnScreen {
    let details = try await details(id)
    return try close(
      AddContactViewModel(repository: repository, editing: details.contact), backTo: .details(id))
  }

  public func askToDelete(_ id: Contact.ID) async throws(AppFailure) -> ContactCard {
    let details = try await details(id)
    details.viewModel.deleteTapped()
    return details.card
  }

  public func delete(_ id: Contact.ID) async throws(AppFailure) -> ContactCard {
    let details = try await details(id)
    details.viewModel.deleteTapped()
    await details.viewModel.deleteConfirmed()
    if let failure = details.viewModel.failure { throw failure }
    return details.card
  }

  public func cancelDelete(_ id: Contact.ID) async throws(AppFailure) -> ContactCard {
    let details = try await details(id)
    details.viewModel.deleteTapped()
    details.viewModel.deleteCancelled()
    guard !details.viewModel.isConfirmingDelete else { throw AppFailure.unanswered }
    return details.card
  }

  public func share(_ id: Contact.ID) async throws(AppFailure) -> SharedCard {
    try await repository.share(id, format: fileFormat)
  }

  public func importFiles(
    _ files: [ImportFile], dryRun: Bool, progress: @escaping (ImportProgress) -> Void
  ) async throws(AppFailure) -> ImportSummary {
    let screen = ImportContactsViewModel(repository: repository, format: fileFormat)
    screen.progressChanged = progress
    await screen.importTapped(files: files, dryRun: dryRun)
    if let failure = screen.failure { throw failure }
    return try required(screen.summary)
  }

  public func export(
    as format: (any ContactFileFormat)?, write: @escaping (Data) async throws -> Void
  ) async throws(AppFailure) -> ExportSummary {
    let screen = ExportContactsViewModel(repository: repository, format: format ?? fileFormat)
    await screen.exportTapped(write: write)
    if let failure = screen.failure { throw failure }
    return try required(screen.summary)
  }

  public func sync(
    account name: String?, dryRun: Bool, confirmed: Bool,
    progress: @escaping (SyncProgress) -> Void
  ) async throws(AppFailure) -> SyncOutcome {
    let screen = SyncViewModel(manager: syncManager)
    screen.progressChanged = progress
    await screen.syncTapped(account: name, dryRun: dryRun, confirmed: confirmed)
    switch screen.state {
    case .synced(let accounts): return .synced(accounts)
    case .needsConfirmation(let synced, let account, let reason):
      return .needsConfirmation(synced: synced, account: account, reason: reason)
    case .failed(let failure): throw failure
    case .idle, .syncing: throw AppFailure.unanswered
    }
  }

  public func syncStatus() async throws(AppFailure) -> [AccountStatus] {
    try await openSync().accounts
  }

  public func syncConflicts() async throws(AppFailure) -> [SyncConflict] {
    try await openSync().conflicts
  }

  public func resolveConflict(_ id: Int64, keep choice: SyncConflict.Choice)
    async throws(AppFailure) -> SyncConflict
  {
    let screen = try await openSync()
    switch choice {
    case .mine: await screen.keepMineTapped(id)
    case .server: await screen.keepServersTapped(id)
    }
    if let failure = screen.failure { throw failure }
    return try required(screen.resolved)
  }

  public func duplicates(_ request: DuplicatesRequest) async throws(AppFailure) -> DuplicatesScreen
  {
    let screen = DuplicatesViewModel(repository: repository, request: request)
    await screen.viewDidLoad()
    if let failure = screen.failure { throw failure }
    return try required(screen.screen)
  }

  public func merge(_ request: MergeRequest) async throws(AppFailure) -> MergeScreen {
    let screen = MergeViewModel(repository: repository, fileFormat: fileFormat)
    await screen.mergeTapped(request)
    if let failure = screen.failure { throw failure }
    return try required(screen.screen)
  }

  public func mergeIdentical(region: PhoneRegion?, dryRun: Bool) async throws(AppFailure)
    -> MergeScreen
  {
    let screen = MergeViewModel(repository: repository, fileFormat: fileFormat)
    await screen.mergeIdenticalTapped(region: region, dryRun: dryRun)
    if let failure = screen.failure { throw failure }
    return try required(screen.screen)
  }

  public func upcomingBirthdays(in window: BirthdayWindow, limit: Int) async throws(AppFailure)
    -> UpcomingBirthdaysScreen
  {
    let screen = UpcomingBirthdaysViewModel(repository: repository, window: window, limit: limit)
    await screen.viewDidLoad()
    if let failure = screen.failure { throw failure }
    return try required(screen.screen)
  }

  public func previewRestore(_ path: String) async throws(AppFailure) -> BackupChanges {
    let screen = RestoreBackupViewModel(backups: backups)
    await screen.backupPicked(path)
    if let failure = screen.failure { throw failure }
    return try required(screen.changes)
  }

  public func restoreBackup(_ path: String) async throws(AppFailure) -> RestoredBackup {
    let screen = RestoreBackupViewModel(backups: backups)
    await screen.restoreConfirmed(path)
    if let failure = screen.failure { throw failure }
    return try required(screen.restored)
  }

  public func backups() async throws(AppFailure) -> BackupsScreen {
    let screen = RestoreBackupViewModel(backups: backups)
    await screen.viewAppeared()
    if let failure = screen.failure { throw failure }
    return try required(screen.files)
  }

  public func books() async throws(AppFailure) -> BooksScreen {
    try required(try await openBooks().screen)
  }

  public func addBook(_ name: String, displayName: String?) async throws(AppFailure) -> BookRow {
    let screen = BooksViewModel(books: books)
    await screen.addTapped(name: name, displayName: displayName)
    if let failure = screen.failure { throw failure }
    return try required(screen.added)
  }

  public func askToRemoveBook(_ name: String) async throws(AppFailure) -> BookRow {
    let screen = try await openBooks()
    screen.removeTapped(name)
    if let failure = screen.failure { throw failure }
    return try required(screen.confirming)
  }

  public func removeBook(_ name: String) async throws(AppFailure) -> BookRow {
    let screen = try await openBooks()
    screen.removeTapped(name)
    if let failure = screen.failure { throw failure }
    await screen.removeConfirmed()
    if let failure = screen.failure { throw failure }
    return try required(screen.removed)
  }

  // MARK: - Private

  /// The Books screen, loaded.
  private func openBooks() async throws(AppFailure) -> BooksViewModel {
    let screen = BooksViewModel(books: books)
    await screen.viewDidLoad()
    if let failure = screen.failure { throw failure }
    return screen
  }

  /// The sync screen, loaded.
  private func openSync() async throws(AppFailure) -> SyncViewModel {
    let screen = SyncViewModel(manager: syncManager)
    await screen.viewDidLoad()
    if let failure = screen.failure { throw failure }
    return screen
  }

  /// The details screen of `id`, loaded, with its contact.
  private func details(_ id: Contact.ID) async throws(AppFailure) -> LoadedDetails {
    let details = ContactDetailsViewModel(repository: repository, id: id)
    await details.viewDidLoad()
    if let failure = details.failure { throw failure }
    return LoadedDetails(viewModel: details, contact: try required(details.contact))
  }

  private func save(_ form: ContactForm, photo: PhotoChange, on screen: AddContactViewModel)
    async throws(AppFailure) -> Contact
  {
    await screen.doneTapped(form, photo: photo)
    if let failure = screen.failure { throw failure }
    switch screen.outcome {
    case .added(let contact), .updated(let contact): return contact
    case .cancelled, nil: throw AppFailure.unanswered
    }
  }

  /// Cancel on the add or edit `screen`, which `opener` opened: the closed screen leads back
  /// there.
  private func close(_ screen: AddContactViewModel, backTo opener: ReturnScreen)
    throws(AppFailure) -> ReturnScreen
  {
    screen.cancelTapped()
    guard screen.outcome == .cancelled else { throw AppFailure.unanswered }
    return opener
  }

  /// `value`, which a view model that reported no failure has set.
  func required<Value>(_ value: Value?) throws(AppFailure) -> Value {
    guard let value else { throw AppFailure.unanswered }
    return value
  }
}

/// A details screen that loaded its contact.
private struct LoadedDetails {
  let viewModel: ContactDetailsViewModel
  let contact: Contact
  var card: ContactCard { ContactCard(contact) }
}
