import ContactsDomain
import ContactsPresentation
import Foundation

/// A person's actions on the address book, each answered with what the screen shows or with
/// why it could not: the one protocol the CLI, the web, the benchmark and the behaviour spec
/// drive. Its two implementations are `MVVMApp` and `VIPERApp`; each call builds the screens it
/// needs and keeps nothing, so a server may run many at once.
public protocol AddressBookApp: BooksActions, RewindActions, HistoryActions, RecentlyDeletedActions,
  UpcomingBirthdaysActions, DuplicatesActions,
  SyncActions,
  BackupActions, Sendable
{
  /// What the list screen shows after `input`, its view showing `window`: the search text, the
  /// window's size, and whether it shows names alone.
  func list(_ input: ListInput, in window: ContactListWindow) async throws(AppFailure)
    -> ListScreen
  /// The labels of the list's index (`ListIndex`) under which the list `window` shows (its
  /// search and group) has contacts: the letters worth linking.
  func indexEntries(in window: ContactListWindow) async throws(AppFailure) -> Set<String>
  /// The groups screen: every group with how many contacts are in it. A group's contacts are
  /// the list with `ContactListWindow`'s group set.
  func groups() async throws(AppFailure) -> GroupsScreen
  /// The add screen as it opens: the form to fill in.
  func openAdd() async -> ContactForm
  /// Done on the add screen the list opened, with the photo picked there: the new contact's
  /// row, as the list inserted it; one change, which one undo takes back.
  func add(_ form: ContactForm, photo: PhotoChange) async throws(AppFailure) -> ContactViewModel
  /// Cancel on the add screen the list opened: nothing is saved; the screen it leads back to.
  func cancelAdd() async throws(AppFailure) -> ReturnScreen
  /// The details screen of contact `id`.
  func show(_ id: Contact.ID) async throws(AppFailure) -> ContactCard
  /// Edit on the details screen of `id`: the form the edit screen opens with.
  func openEdit(_ id: Contact.ID) async throws(AppFailure) -> ContactForm
  /// Done on the edit screen of `id`, with the photo changed there: the contact as saved; one
  /// change, which one undo takes back.
  func edit(_ id: Contact.ID, _ form: ContactForm, photo: PhotoChange) async throws(AppFailure)
    -> Contact
  /// The photo the details screen of `id` shows, nil when the contact has none.
  func photo(_ id: Contact.ID) async throws(AppFailure) -> ContactPhoto?
  /// A photo picked on the details screen of `id` (an image file's bytes, its type told by
  /// them), or nil to remove it: the card shown after. A file that is not a JPEG, PNG, GIF or
  /// WebP image, or is over 1 MB, is refused with a sentence.
  func setPhoto(_ id: Contact.ID, _ data: Data?) async throws(AppFailure) -> ContactCard
  /// Cancel on the edit screen of `id`: nothing is saved; the screen it leads back to.
  func cancelEdit(_ id: Contact.ID) async throws(AppFailure) -> ReturnScreen
  /// Delete on the details screen of `id`: the card the confirmation asks about.
  func askToDelete(_ id: Contact.ID) async throws(AppFailure) -> ContactCard
  /// Delete, then the confirmation's Delete: the card of the contact now gone.
  func delete(_ id: Contact.ID) async throws(AppFailure) -> ContactCard
  /// Delete, then the confirmation's Cancel: nothing is deleted; the card shown again.
  func cancelDelete(_ id: Contact.ID) async throws(AppFailure) -> ContactCard
  /// Share on the details screen of `id`: the contact alone in a file, as export writes it.
  func share(_ id: Contact.ID) async throws(AppFailure) -> SharedCard
  /// Files picked on the import screen: all stored in one transaction, or only counted on a
  /// dry run; `progress` hears how far it has come.
  func importFiles(
    _ files: [ImportFile], dryRun: Bool, progress: @escaping (ImportProgress) -> Void
  ) async throws(AppFailure) -> ImportSummary
  /// Export on the export screen in `format` (the app's own when nil: the one a choice of
  /// vCard or CSV names otherwise): the file goes to `write`, window after window; an error
  /// from `write` stops it.
  func export(
    as format: (any ContactFileFormat)?, write: @escaping (Data) async throws -> Void
  ) async throws(AppFailure) -> ExportSummary
}

extension AddressBookApp {
  /// Export on the export screen, in the app's own format.
  public func export(write: @escaping (Data) async throws -> Void) async throws(AppFailure)
    -> ExportSummary
  {
    try await export(as: nil, write: write)
  }

  /// Done on the add screen, no photo picked (see `add(_:photo:)`).
  public func add(_ form: ContactForm) async throws(AppFailure) -> ContactViewModel {
    try await add(form, photo: .keep)
  }

  /// Done on the edit screen of `id`, its photo kept (see `edit(_:_:photo:)`).
  public func edit(_ id: Contact.ID, _ form: ContactForm) async throws(AppFailure) -> Contact {
    try await edit(id, form, photo: .keep)
  }
}
