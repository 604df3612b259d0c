import ContactsApp
import ContactsDomain
import ContactsPresentation
import Foundation

/// The address book built with VIPER: each action assembles the module of the screen the person
/// is on through its wireframe, with a small recording view, does what the person did, and
/// answers with what the presenter showed. Going on from a screen (details to edit) is the
/// wireframes' work, as in the article.
public struct VIPERApp: AddressBookApp {
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
    let view = ListRecordingView()
    let list = ContactListWireframe.createContactListModule(
      view: view, repository: repository, screens: RecordingScreens(presenting: .list),
      window: window)
    await list.send(input)
    return try view.answer.get()
  }

  public func indexEntries(in window: ContactListWindow) async throws(AppFailure) -> Set<String> {
    try await ListIndex.entriesWithContacts(
      in: repository, query: window.query, group: window.group)
  }

  public func groups() async throws(AppFailure) -> GroupsScreen {
    let view = GroupsRecordingView()
    await GroupsWireframe.createGroupsModule(view: view, repository: repository).viewDidLoad()
    return try view.answer.get()
  }

  public func openAdd() async -> ContactForm {
    let opened = openAddFromList()
    return opened.screens.add.form ?? ContactForm()
  }

  public func add(_ form: ContactForm, photo: PhotoChange) async throws(AppFailure)
    -> ContactViewModel
  {
    let opened = openAddFromList()
    guard let presenter = opened.screens.addPresenter else { throw AppFailure.unanswered }
    await presenter.doneTapped(form, photo: photo)
    if let failure = opened.screens.add.failure { throw failure }
    // The add module told the list, which inserted the row.
    guard let row = opened.view.inserted else { throw AppFailure.unanswered }
    return row
  }

  public func cancelAdd() async throws(AppFailure) -> ReturnScreen {
    let opened = openAddFromList()
    opened.screens.addPresenter?.cancelTapped()
    // The add module's wireframe dismissed it, showing the list again.
    guard let shown = opened.screens.shownAfterAdd else { throw AppFailure.unanswered }
    return shown
  }

  public func show(_ id: Contact.ID) async throws(AppFailure) -> ContactCard {
    let details = await openDetails(id)
    return try details.view.answer.get()
  }

  public func openEdit(_ id: Contact.ID) async throws(AppFailure) -> ContactForm {
    let details = await openDetails(id)
    _ = try details.view.answer.get()
    details.presenter.editTapped()
    return details.screens.add.form ?? ContactForm()
  }

  public func edit(_ id: Contact.ID, _ form: ContactForm, photo: PhotoChange)
    async throws(AppFailure) -> Contact
  {
    let details = await openDetails(id)
    _ = try details.view.answer.get()
    details.presenter.editTapped()
    await details.screens.addPresenter?.doneTapped(form, photo: photo)
    if let failure = details.screens.add.failure { throw failure }
    // The edit module told the details module, which told us.
    guard let saved = details.view.updated else { throw AppFailure.unanswered }
    return saved
  }

  public func cancelEdit(_ id: Contact.ID) async throws(AppFailure) -> ReturnScreen {
    let details = await openDetails(id)
    _ = try details.view.answer.get()
    details.presenter.editTapped()
    details.screens.addPresenter?.cancelTapped()
    // The edit module's wireframe dismissed it, showing the details again.
    guard let shown = details.screens.shownAfterAdd else { throw AppFailure.unanswered }
    return shown
  }

  public func photo(_ id: Contact.ID) async throws(AppFailure) -> ContactPhoto? {
    let details = await openDetails(id)
    _ = try details.view.answer.get()
    await details.presenter.photoShown()
    return try details.view.photo.get()
  }

  public func setPhoto(_ id: Contact.ID, _ data: Data?) async throws(AppFailure) -> ContactCard {
    let details = await openDetails(id)
    _ = try details.view.answer.get()
    await details.presenter.photoPicked(data)
    _ = try details.view.photo.get()
    return try details.view.answer.get()
  }

  public func askToDelete(_ id: Contact.ID) async throws(AppFailure) -> ContactCard {
    let details = await openDetails(id)
    _ = try details.view.answer.get()
    details.presenter.deleteTapped()
    guard let card = details.view.confirming else { throw AppFailure.unanswered }
    return card
  }

  public func delete(_ id: Contact.ID) async throws(AppFailure) -> ContactCard {
    let details = await openDetails(id)
    let card = try details.view.answer.get()
    details.presenter.deleteTapped()
    await details.presenter.deleteConfirmed()
    _ = try details.view.answer.get()
    guard details.view.deleted == id else { throw AppFailure.unanswered }
    return card
  }

  public func cancelDelete(_ id: Contact.ID) async throws(AppFailure) -> ContactCard {
    let details = await openDetails(id)
    _ = try details.view.answer.get()
    details.presenter.deleteTapped()
    details.presenter.deleteCancelled()
    // The presenter showed the contact again, no longer asking.
    guard details.view.confirming == nil else { throw AppFailure.unanswered }
    return try details.view.answer.get()
  }

  public func share(_ id: Contact.ID) async throws(AppFailure) -> SharedCard {
    try await repository.share(id, format: fileFormat)
  }

  public func importFiles(
    _ files: [ImportFile], dryRun: Bool, progress: @escaping (ImportProgress) -> Void
  ) async throws(AppFailure) -> ImportSummary {
    let view = ImportRecordingView(progress: progress)
    let presenter = ImportContactsWireframe.createImportContactsModule(
      view: view, repository: repository, format: fileFormat)
    await presenter.importTapped(files: files, dryRun: dryRun)
    return try view.answer.get()
  }

  public func export(
    as format: (any ContactFileFormat)?, write: @escaping (Data) async throws -> Void
  ) async throws(AppFailure) -> ExportSummary {
    let view = ExportRecordingView(write: write)
    let presenter = ExportContactsWireframe.createExportContactsModule(
      view: view, repository: repository, format: format ?? fileFormat)
    await presenter.exportTapped()
    return try view.answer.get()
  }

  public func sync(
    account name: String?, dryRun: Bool, confirmed: Bool,
    progress: @escaping (SyncProgress) -> Void
  ) async throws(AppFailure) -> SyncOutcome {
    let view = SyncRecordingView(progress: progress)
    await openSync(view).syncTapped(account: name, dryRun: dryRun, confirmed: confirmed)
    return try view.synced.get()
  }

  public func syncStatus() async throws(AppFailure) -> [AccountStatus] {
    let view = SyncRecordingView()
    await openSync(view).viewDidLoad()
    return try view.shown.get().accounts
  }

  public func syncConflicts() async throws(AppFailure) -> [SyncConflict] {
    let view = SyncRecordingView()
    await openSync(view).viewDidLoad()
    return try view.shown.get().conflicts
  }

  public func resolveConflict(_ id: Int64, keep choice: SyncConflict.Choice)
    async throws(AppFailure) -> SyncConflict
  {
    let view = SyncRecordingView()
    let presenter = openSync(view)
    switch choice {
    case .mine: await presenter.keepMineTapped(id)
    case .server: await presenter.keepServersTapped(id)
    }
    return try view.resolved.get()
  }

  public func duplicates(_ request: DuplicatesRequest) async throws(AppFailure) -> DuplicatesScreen
  {
    let view = DuplicatesRecordingView()
    let presenter = DuplicatesWireframe.createDuplicatesModule(
      view: view, repository: repository, request: request)
    await presenter.viewDidLoad()
    return try view.answer.get()
  }

  public func merge(_ request: MergeRequest) async throws(AppFailure) -> MergeScreen {
    let view = MergeRecordingView()
    let presenter = MergeWireframe.createMergeModule(
      view: view, repository: repository, fileFormat: fileFormat)
    await presenter.mergeTapped(request)
    return try view.answer.get()
  }

  public func mergeIdentical(region: PhoneRegion?, dryRun: Bool) async throws(AppFailure)
    -> MergeScreen
  {
    let view = MergeRecordingView()
    let presenter = MergeWireframe.createMergeModule(
      view: view, repository: repository, fileFormat: fileFormat)
    await presenter.mergeIdenticalTapped(region: region, dryRun: dryRun)
    return try view.answer.get()
  }

  public func upcomingBirthdays(in window: BirthdayWindow, limit: Int) async throws(AppFailure)
    -> UpcomingBirthdaysScreen
  {
    let view = UpcomingBirthdaysRecordingView()
    let presenter = UpcomingBirthdaysWireframe.createUpcomingBirthdaysModule(
      view: view, repository: repository, window: window, limit: limit)
    await presenter.viewDidLoad()
    return try view.answer.get()
  }

  public func previewRestore(_ path: String) async throws(AppFailure) -> BackupChanges {
    let view = RestoreRecordingView()
    await RestoreBackupWireframe.createRestoreBackupModule(view: view, backups: backups)
      .backupPicked(path)
    return try view.changes.get()
  }

  public func restoreBackup(_ path: String) async throws(AppFailure) -> RestoredBackup {
    let view = RestoreRecordingView()
    await RestoreBackupWireframe.createRestoreBackupModule(view: view, backups: backups)
      .restoreConfirmed(path)
    return try view.restored.get()
  }

  public func backups() async throws(AppFailure) -> BackupsScreen {
    let view = RestoreRecordingView()
    await RestoreBackupWireframe.createRestoreBackupModule(view: view, backups: backups)
      .viewAppeared()
    return try view.backups.get()
  }

  public func books() async throws(AppFailure) -> BooksScreen {
    try await openBooks().view.answer.get()
  }

  public func addBook(_ name: String, displayName: String?) async throws(AppFailure) -> BookRow {
    let view = BooksRecordingView()
    await BooksWireframe.createBooksModule(view: view, books: books)
      .addTapped(name: name, displayName: displayName)
    return try view.book.get()
  }

  public func askToRemoveBook(_ name: String) async throws(AppFailure) -> BookRow {
    let opened = try await openBooks()
    opened.presenter.removeTapped(name)
    return try opened.view.book.get()
  }

  public func removeBook(_ name: String) async throws(AppFailure) -> BookRow {
    let opened = try await openBooks()
    opened.presenter.removeTapped(name)
    _ = try opened.view.book.get()
    await opened.presenter.removeConfirmed()
    return try opened.view.book.get()
  }

  // MARK: - Private

  /// The Books module, loaded; its view stays alive while it is held.
  private func openBooks() async throws(AppFailure) -> (
    view: BooksRecordingView, presenter: any BooksPresenterInterface
  ) {
    let view = BooksRecordingView()
    let presenter = BooksWireframe.createBooksModule(view: view, books: books)
    await presenter.viewDidLoad()
    _ = try view.answer.get()
    return (view, presenter)
  }

  /// The sync module, reporting to `view`.
  private func openSync(_ view: SyncRecordingView) -> any SyncPresenterInterface {
    SyncWireframe.createSyncModule(view: view, manager: syncManager)
  }

  /// The list module, whose Add presented the add screen: the article's add-then-insert flow.
  private func openAddFromList() -> OpenList {
    let view = ListRecordingView()
    let screens = RecordingScreens(presenting: .list)
    let list = ContactListWireframe.createContactListModule(
      view: view, repository: repository, screens: screens)
    list.addNewContactTapped()
    return OpenList(view: view, screens: screens, presenter: list)
  }

  /// The details module of `id`, loaded; its view and screens stay alive while it is held.
  private func openDetails(_ id: Contact.ID) async -> OpenDetails {
    let view = DetailsRecordingView()
    let screens = RecordingScreens(presenting: .details(id))
    let presenter = ContactDetailsWireframe.createContactDetailsModule(
      id: id, view: view, delegate: view, repository: repository, screens: screens)
    await presenter.viewDidLoad()
    return OpenDetails(view: view, screens: screens, presenter: presenter)
  }
}

/// A details module and what holds it.
private struct OpenDetails {
  let view: DetailsRecordingView
  let screens: RecordingScreens
  let presenter: any ContactDetailsPresenterInterface
}

/// A list module and what holds it.
private struct OpenList {
  let view: ListRecordingView
  let screens: RecordingScreens
  let presenter: any ContactListPresenterInterface
}
