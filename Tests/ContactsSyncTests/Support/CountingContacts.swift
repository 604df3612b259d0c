import ContactsDomain
import Foundation

/// A contact store that counts the contacts sync reads from it, to see what a sync reads.
final class CountingContacts: ChangeTrackedRepository, @unchecked Sendable {
  let base: any ChangeTrackedRepository
  private let lock = NSLock()
  private var read = 0
  private var snapshots = 0

  init(_ base: any ChangeTrackedRepository) {
    self.base = base
  }

  /// How many contacts were read with their stamps so far.
  var contactsRead: Int { lock.withLock { read } }
  /// How many export snapshots were taken (each may read the whole book).
  var snapshotsTaken: Int { lock.withLock { snapshots } }

  func changeStamp() async throws -> Int64 { try await base.changeStamp() }

  func stampedContacts(after position: StampedContact.Position, limit: Int) async throws
    -> [StampedContact]
  {
    counted(try await base.stampedContacts(after: position, limit: limit))
  }

  func stampedContacts(uids: [String]) async throws -> [StampedContact] {
    counted(try await base.stampedContacts(uids: uids))
  }

  func groupCards() async throws -> [GroupCard] { try await base.groupCards() }

  func page(_ request: PageRequest) async throws -> ContactPage { try await base.page(request) }

  func groups() async throws -> [ContactGroup] { try await base.groups() }

  func contact(id: Contact.ID) async throws -> Contact { try await base.contact(id: id) }

  func birthdays(in window: BirthdayWindow, limit: Int) async throws -> [Contact] {
    try await base.birthdays(in: window, limit: limit)
  }

  func create(_ draft: ContactDraft, photo: PhotoChange) async throws -> Contact {
    try await base.create(draft, photo: photo)
  }

  func update(id: Contact.ID, with draft: ContactDraft, photo: PhotoChange) async throws
    -> Contact
  {
    try await base.update(id: id, with: draft, photo: photo)
  }

  func delete(id: Contact.ID) async throws { try await base.delete(id: id) }

  func merge(_ merges: [MergeWrite]) async throws -> [Contact] { try await base.merge(merges) }

  func photo(id: Contact.ID) async throws -> ContactPhoto? { try await base.photo(id: id) }

  func setPhoto(_ photo: ContactPhoto?, id: Contact.ID) async throws {
    try await base.setPhoto(photo, id: id)
  }

  func importContacts(
    from source: any ContactImportSource, dryRun: Bool,
    progress: @escaping @Sendable (Int) -> Void
  ) async throws -> ImportCounts {
    try await base.importContacts(from: source, dryRun: dryRun, progress: progress)
  }

  func exportSnapshot() async throws -> any ContactExportReader {
    lock.withLock { snapshots += 1 }
    return try await base.exportSnapshot()
  }

  private func counted(_ contacts: [StampedContact]) -> [StampedContact] {
    lock.withLock { read += contacts.count }
    return contacts
  }
}
