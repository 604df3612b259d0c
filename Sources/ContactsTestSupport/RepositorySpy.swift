import ContactsDomain
import Foundation

/// An in-memory repository that records what it was asked and can be told to fail: what the
/// front ends' tests drive. Its reads are the reference store's (`ReferenceReads`); its undo
/// and history are a sketch those tests need; the complete in-memory store the SQLite store is
/// checked against is `ReferenceStore`.
public actor RepositorySpy: ContactRepository, ContactExportReader {
  public enum Call: Equatable, Sendable {
    case contact(Contact.ID)
    case page(PageRequest)
    case birthdays(first: PartialDate, days: Int, limit: Int)
    case groups
    case create(ContactDraft)
    case update(Contact.ID, ContactDraft)
    case delete(Contact.ID)
    case merge([MergeWrite])
    case applySync([ContactImport], deleting: [Contact.ID])
    case deleted(limit: Int)
    case restore(Contact.ID)
    case deleteForever(Contact.ID)
    case keepDays(Int?)
    case lastChange
    case undo(UndoableChange.ID?)
    case photo(Contact.ID)
    case setPhoto(Contact.ID, ContactPhoto?)
    case importContacts([ContactImport], dryRun: Bool)
    case exportContacts(after: ContactPosition?, limit: Int)
    case history(Contact.ID, limit: Int)
    case revert(Contact.ID, to: Int)
    case rewindPlan(Date)
    case rewind(Date)
  }

  public private(set) var calls: [Call] = []
  var contacts: [Contact]
  /// Recently deleted, the most recent last, with when each was deleted.
  var trashed: [DeletedContact] = []
  /// The deleted contacts, by id.
  var trashedContacts: [Contact.ID: Contact] = [:]
  /// The last change, and the contact as it was before it (an edit's) and after it.
  var lastEdit: (change: UndoableChange, before: Contact?, after: Contact?)?
  var keepDays = 30
  var nextID: Contact.ID
  /// Each contact's uid and kept extras, by id.
  private var transfer: [Contact.ID: (uid: String, extras: String)] = [:]
  private var failure: ContactStoreError?
  /// Each contact's photo, by id.
  var photos: [Contact.ID: ContactPhoto] = [:]
  /// Each contact's earlier versions, the oldest first, with the photo each had.
  var versions: [Contact.ID: [KeptVersion]] = [:]
  /// Every change to a contact, in order, with what it was before: what rewind reads.
  var timeline: [TimelineEntry] = []
  /// The time the spy's changes happen at; the clock's when nil.
  var fixedNow: Date?

  /// A repository holding `contacts`, or one whose every call throws `failure`.
  public init(contacts: [Contact] = [], failure: ContactStoreError? = nil) {
    self.contacts = contacts
    self.failure = failure
    nextID = (contacts.map(\.id).max() ?? 0) + 1
  }

  /// Makes every later call throw `failure`, or succeed again when nil.
  public func fail(with failure: ContactStoreError?) {
    self.failure = failure
  }

  public func contact(id: Contact.ID) async throws -> Contact {
    try record(.contact(id))
    return try contacts[index(of: id)]
  }

  public func page(_ request: PageRequest) async throws -> ContactPage {
    try record(.page(request))
    return ReferenceReads.page(request, of: contacts)
  }

  public func birthdays(in window: BirthdayWindow, limit: Int) async throws -> [Contact] {
    try record(.birthdays(first: window.first, days: window.days, limit: limit))
    return ReferenceReads.birthdays(in: window, limit: limit, of: contacts)
  }

  public func groups() async throws -> [ContactGroup] {
    try record(.groups)
    return ReferenceReads.groups(of: contacts)
  }

  public func create(_ draft: ContactDraft, photo: PhotoChange) async throws -> Contact {
    try record(.create(draft))
    var contact = Contact(id: nextID, draft)
    contact.photo = photo.photo??.summary
    photos[contact.id] = photo.photo ?? nil
    nextID += 1
    contacts.append(contact)
    logChange(of: contact.id, before: nil)
    rememberChange(.add, before: contact, after: contact)
    return contact
  }

  /// Reads the whole source first (a malformed file throws before the call is recorded), then
  /// imports it; the import screens report the final progress themselves.
  public func importContacts(
    from source: any ContactImportSource, dryRun: Bool,
    progress: @escaping @Sendable (Int) -> Void
  ) async throws -> ImportCounts {
    var items: [ContactImport] = []
    while let item = try source.next() { items.append(item) }
    try record(.importContacts(items, dryRun: dryRun))
    let saved = (contacts, transfer, nextID)
    let kept = (versions, timeline)
    let counts = try merge(items)
    if dryRun { (contacts, transfer, nextID) = saved }
    if dryRun { (versions, timeline) = kept }
    return counts
  }

  /// Adds the contacts of `items` whose uid is new and updates those whose uid is known, each
  /// updated one's version replaced by `change`.
  func merge(_ items: [ContactImport], as change: ContactVersion.Change = .importFile)
    throws(ContactStoreError) -> ImportCounts
  {
    var counts = ImportCounts()
    for item in items {
      if let id = transfer.first(where: { $0.value.uid == item.uid })?.key {
        let index = try index(of: id)
        if contacts[index] == Contact(id: id, item.draft), transfer[id]?.extras == item.extras {
          counts.unchanged += 1
        } else {
          keepVersion(of: contacts[index], replacedBy: change)
          contacts[index] = Contact(id: id, item.draft)
          transfer[id] = (item.uid, item.extras)
          counts.updated += 1
        }
      } else {
        logChange(of: nextID, before: nil)
        contacts.append(Contact(id: nextID, item.draft))
        transfer[nextID] = (item.uid, item.extras)
        nextID += 1
        counts.added += 1
      }
    }
    return counts
  }

  /// The spy itself: an actor, so no write interleaves with one window's read.
  public func exportSnapshot() async throws -> any ContactExportReader { self }

  public func exportContacts(after position: ContactPosition?, limit: Int) async throws
    -> [ContactExport]
  {
    try record(.exportContacts(after: position, limit: limit))
    return contacts.sorted { $0.position < $1.position }
      .filter { position == nil || $0.position > position! }.prefix(limit)
      .map { contact in
        let kept = transfer[contact.id] ?? ("urn:spy:\(contact.id)", "")
        return ContactExport(contact: contact, uid: kept.uid, extras: kept.extras)
      }
  }

  /// None: the spy keeps no group cards.
  public func groupCards() async throws -> [GroupCard] { [] }

  public func update(id: Contact.ID, with draft: ContactDraft, photo: PhotoChange) async throws
    -> Contact
  {
    try record(.update(id, draft))
    let index = try index(of: id)
    var contact = Contact(id: id, draft)
    contact.photo = contacts[index].photo
    if let picked = photo.photo {
      contact.photo = picked?.summary
      photos[id] = picked
    }
    rememberChange(.edit, before: contacts[index], after: contact)
    keepVersion(of: contacts[index], replacedBy: .edit)
    contacts[index] = contact
    return contact
  }

  public func photo(id: Contact.ID) async throws -> ContactPhoto? {
    try record(.photo(id))
    _ = try index(of: id)
    return photos[id]
  }

  public func setPhoto(_ photo: ContactPhoto?, id: Contact.ID) async throws {
    try record(.setPhoto(id, photo))
    keepVersion(of: contacts[try index(of: id)], replacedBy: .edit)
    contacts[try index(of: id)].photo = photo?.summary
    photos[id] = photo
  }

  /// Each merge as an edit of the contact kept and a delete of the others; the last change
  /// remembered is the kept contact's edit.
  public func merge(_ merges: [MergeWrite]) async throws -> [Contact] {
    try record(.merge(merges))
    var kept: [Contact] = []
    for merge in merges {
      for other in merge.others { _ = try index(of: other) }
      let index = try index(of: merge.id)
      var contact = Contact(id: merge.id, merge.draft)
      contact.photo = merge.photo.photo.map { $0?.summary } ?? contacts[index].photo
      if let picked = merge.photo.photo { photos[merge.id] = picked }
      keepVersion(of: contacts[index], replacedBy: .merge)
      rememberChange(.merge, before: contacts[index], after: contact)
      contacts[index] = contact
      kept.append(contact)
      for other in merge.others { _ = try moveToTrash(other) }
    }
    return kept
  }

  public func delete(id: Contact.ID) async throws {
    try record(.delete(id))
    let contact = try moveToTrash(id)
    rememberChange(.delete, before: contact, after: nil)
  }

  // MARK: - Private

  func record(_ call: Call) throws(ContactStoreError) {
    calls.append(call)
    if let failure { throw failure }
  }

  func index(of id: Contact.ID) throws(ContactStoreError) -> Int {
    guard let index = contacts.firstIndex(where: { $0.id == id }) else { throw .notFound(id) }
    return index
  }
}
