/// Where contacts are kept. Errors are thrown, never turned into an empty list.
public protocol ContactRepository: TrashRepository, HistoryRepository {
  /// One window of the list (or of search results), in the app's order.
  func page(_ request: PageRequest) async throws -> ContactPage

  /// For each of `keys`, in the list's order, the first contact at or after it matching
  /// `query` in `group` (every contact when nil), or nil when none is: where the entries of the
  /// index beside the list (A–Z) lead. A store may answer every key at once; by default, one
  /// window of one contact each (`firstPositionsByPage`).
  func firstPositions(atOrAfter keys: [ContactSortKey], query: String, group: String?)
    async throws -> [ContactPosition?]

  /// Up to `limit` contacts whose birthday falls in `window`, soonest first: key run after key
  /// run (`BirthdayWindow.keyRuns`), by month-day key within a run, then in list order.
  func birthdays(in window: BirthdayWindow, limit: Int) async throws -> [Contact]

  /// Every group that has a contact in it, with how many, in no particular order.
  func groups() async throws -> [ContactGroup]

  /// The contact with `id`; throws `ContactStoreError.notFound` when there is none.
  func contact(id: Contact.ID) async throws -> Contact

  /// Stores a new contact with `photo` (none on `.keep` or `.remove`) and returns it with its
  /// id: one change, which one `undo` takes back.
  func create(_ draft: ContactDraft, photo: PhotoChange) async throws -> Contact

  /// Replaces every field of the contact `id` and changes its photo as `photo` says, as one
  /// change that one `undo` takes back; throws `notFound` when there is none.
  func update(id: Contact.ID, with draft: ContactDraft, photo: PhotoChange) async throws -> Contact

  /// Moves the contact `id` to Recently deleted, as the change `undo` takes back; throws
  /// `notFound` when there is none.
  func delete(id: Contact.ID) async throws

  /// Writes `merges` as one change that one `undo` takes back: for each, the contact kept
  /// replaced by its draft with its photo changed as it says (as an edit), the others moved to
  /// Recently deleted, and their uids kept for the contact kept, so that an import of a card
  /// with one of them (while that contact stays merged away) is counted unchanged rather than
  /// added again. Returns the contacts kept, as stored. Throws `notFound` for a contact not in
  /// the list; nothing is changed then.
  func merge(_ merges: [MergeWrite]) async throws -> [Contact]

  /// The photo of contact `id`, nil when it has none; throws `notFound` when there is no such
  /// contact.
  func photo(id: Contact.ID) async throws -> ContactPhoto?

  /// Sets the photo of contact `id`, or removes it (nil); throws `notFound` when there is none.
  func setPhoto(_ photo: ContactPhoto?, id: Contact.ID) async throws

  /// Adds the contacts of `source` whose uid is new and updates those whose uid is known, then
  /// stores its group cards (replacing those with the same uid), in one transaction, reading them as it stores them: all or nothing (an error from `source` undoes
  /// the import and is thrown as it is). A dry run counts the same way, then rolls back.
  /// `progress` hears how many contacts are done so far, each time `ImportProgress.step` more
  /// are done (the caller reports the end itself).
  func importContacts(
    from source: any ContactImportSource, dryRun: Bool,
    progress: @escaping @Sendable (Int) -> Void
  ) async throws -> ImportCounts

  /// Reads for one export, every window from the same moment: a contact renamed while the
  /// export runs is in the file once, as it was when the export began.
  func exportSnapshot() async throws -> any ContactExportReader
}

/// The reads of one export (see `ContactRepository.exportSnapshot`).
public protocol ContactExportReader: Sendable {
  /// Up to `limit` contacts after `position` (from the start when nil), with what an export
  /// needs, in the app's order: an export reads window after window, in bounded memory.
  func exportContacts(after position: ContactPosition?, limit: Int) async throws -> [ContactExport]
  /// Every group card, as it came: an export writes them after the contacts.
  func groupCards() async throws -> [GroupCard]
}

extension ContactRepository {
  public func firstPositions(atOrAfter keys: [ContactSortKey], query: String, group: String?)
    async throws -> [ContactPosition?]
  {
    try await firstPositionsByPage(atOrAfter: keys, query: query, group: group)
  }

  /// `firstPositions(atOrAfter:query:group:)` read a window of one contact at a time, for the
  /// keys that need one: a key the contact found for an earlier key still stands at or after
  /// leads to that contact, and after a key that leads to none, none does.
  public func firstPositionsByPage(atOrAfter keys: [ContactSortKey], query: String, group: String?)
    async throws -> [ContactPosition?]
  {
    var positions: [ContactPosition?] = []
    for key in keys {
      if let last = positions.last {
        guard let position = last else {
          positions.append(nil)
          continue
        }
        if position.sortKey >= key {
          positions.append(position)
          continue
        }
      }
      let request = PageRequest(
        .after(ContactPosition(sortKey: key, id: .min)), limit: 1, query: query,
        namesOnly: true, placed: false, group: group)
      positions.append(try await page(request).contacts.first?.position)
    }
    return positions
  }

  /// Stores a new contact without a photo (see `create(_:photo:)`).
  public func create(_ draft: ContactDraft) async throws -> Contact {
    try await create(draft, photo: .keep)
  }

  /// Replaces every field of the contact `id`, its photo kept (see `update(id:with:photo:)`).
  public func update(id: Contact.ID, with draft: ContactDraft) async throws -> Contact {
    try await update(id: id, with: draft, photo: .keep)
  }

  /// Imports `contacts`, already in memory (see `importContacts(from:dryRun:progress:)`).
  public func importContacts(
    _ contacts: [ContactImport], dryRun: Bool, progress: @escaping @Sendable (Int) -> Void
  ) async throws -> ImportCounts {
    try await importContacts(from: ContactImportList(contacts), dryRun: dryRun, progress: progress)
  }
}
