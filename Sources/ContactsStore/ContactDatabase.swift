import ContactsDomain
import Foundation
import GRDB

/// The SQLite store, after GRDB's demo `AppDatabase`: one writer, versioned migrations,
/// writes named by intent, an on-disk and an in-memory factory.
public struct ContactDatabase: ContactRepository {
  let writer: any DatabaseWriter
  let path: String

  /// The schema a newer version of the app wrote, when it did: the file is then read, never
  /// written.
  let newerVersion: String?

  /// The time a delete is stamped with and Recently deleted's keeping time is counted from.
  var clock: @Sendable () -> Date = { Date() }

  /// What each account's plain WebDAV area may hold.
  var plainLimits = PlainLimits.standard

  /// Throws `isTheDatabase` when writing to `output` would write over this database or the
  /// files SQLite keeps beside it, by whatever path.
  public func refuseToOverwrite(_ output: String) throws(ContactStoreError) {
    guard path != ":memory:", DatabaseFiles(path: path).contains(output) else { return }
    throw .isTheDatabase(path: output)
  }

  // MARK: - Reads

  public func page(_ request: PageRequest) async throws -> ContactPage {
    let search = SearchIndex.filter(request.query)
    if search == nil, !request.query.allSatisfy(\.isWhitespace) {
      return ContactPage(contacts: [], hasPrevious: false, hasNext: false)
    }
    return try await read { db in
      let page = try ContactQueries.page(request, search: search, in: db)
      // The whole list's windows say where they stand; search results and a group's windows do
      // not (the counts are the whole list's: "6–7 of 10" in a group of two would mislead).
      guard search == nil, request.group == nil, request.placed, let first = page.contacts.first
      else { return page }
      return ContactPage(
        contacts: page.contacts, hasPrevious: page.hasPrevious, hasNext: page.hasNext,
        place: try ListPlaceSchema.place(of: first.position, in: db))
    }
  }

  public func birthdays(in window: BirthdayWindow, limit: Int) async throws -> [Contact] {
    try await read { db in try BirthdayIndex.contacts(in: window, limit: limit, in: db) }
  }

  public func groups() async throws -> [ContactGroup] {
    try await read { db in try GroupQueries.groups(in: db) }
  }

  public func contact(id: Contact.ID) async throws -> Contact {
    try await read { db in try ContactQueries.shownContact(id: id, in: db) }
  }

  // MARK: - Writes

  public func create(_ draft: ContactDraft, photo: PhotoChange) async throws -> Contact {
    let now = clock()
    return try await write { db in
      let log = try ChangeLog.begin(.add, at: now, in: db)
      let uid = ContactTransferQueries.makeUID()
      let edit = try GroupCardHistory.edit(
        wanted: draft.details.groups, own: [], uid: uid, in: log, db: db)
      let contact = try ContactQueries.save(
        draft.listing(groups: edit.own), id: nil, uid: uid, in: db)
      try log.keepAdded(contact.id)
      let photoSet = try PhotoQueries.make(photo, id: contact.id, log: log, in: db)
      try log.end(name: contact.fullName, count: 1)
      let shown = photoSet ? try ContactQueries.contact(id: contact.id, in: db) : contact
      return try GroupQueries.shown(shown, in: db)
    }
  }

  /// Stores many new contacts in one transaction: all of them, or none.
  public func createAll(_ drafts: [ContactDraft]) async throws -> Int {
    let now = clock()
    return try await write { db in
      let log = try ChangeLog.begin(.add, at: now, in: db)
      let before = try ChangeLog.highestID(in: db)
      for draft in drafts { _ = try ContactQueries.save(draft, id: nil, in: db) }
      try log.noteAdded(after: before)
      try log.end(name: "\(drafts.count) contacts", count: drafts.count)
      return drafts.count
    }
  }

  /// This database, telling the time by `clock`: a test's way to delete at one time and
  /// purge at another.
  public func telling(time clock: @escaping @Sendable () -> Date) -> ContactDatabase {
    var database = self
    database.clock = clock
    return database
  }

  /// This database, holding each account's plain files within `limits`: a test's way to fill
  /// an area without writing 50 MiB.
  public func limitingPlainFiles(to limits: PlainLimits) -> ContactDatabase {
    var database = self
    database.plainLimits = limits
    return database
  }

  // MARK: - Access

  /// Runs `body` in a read, translating SQLite's errors.
  func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T)
    async throws(ContactStoreError) -> T
  {
    do {
      return try await writer.read(body)
    } catch {
      throw ContactStoreError(error, path: path)
    }
  }

  /// Runs `body` in a write transaction, translating SQLite's errors; refused when a newer
  /// version of the app wrote the file.
  func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T)
    async throws(ContactStoreError) -> T
  {
    let now = clock()
    return try await writeAsIs { db in
      let logged = try ChangeLog.lastID(in: db)
      let result = try body(db)
      try ListPositions.place(in: db)
      // Placing a contact in the list stamps it: its change's stamps reach that far.
      try ChangeLog.stretch(after: logged, in: db)
      try TrashQueries.purgeExpired(now: now, in: db)
      try HistoryQueries.purgeExpired(now: now, in: db)
      return result
    }
  }

  /// Runs `body` in a write transaction as it writes, translating SQLite's errors: no stamp
  /// stretched, nothing purged (what a move writes is a book's log as it was).
  func writeAsIs<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T)
    async throws(ContactStoreError) -> T
  {
    if let newerVersion { throw .newerVersion(newerVersion) }
    do {
      return try await writer.write(body)
    } catch {
      throw ContactStoreError(error, path: path)
    }
  }
}
