import ContactsDomain
import Foundation

/// A complete contact store held in memory: every requirement of the domain's store ports
/// (`ChangeTrackedRepository` and the ports it refines), written as plainly as possible. The
/// store contract runs on it beside SQLite; where they disagree, the port's doc comment says
/// which is right.
///
/// Undo's and rewind's rules are not its own: the domain plans them (`UndoRun`,
/// `RewindTargets`) over its change log port (`ReferenceChangeLog`), as on every store.
public actor ReferenceStore: ChangeTrackedRepository {
  /// The book and the change being written.
  let journal: ReferenceJournal
  let clock: @Sendable () -> Date

  /// An empty book, whose changes happen at `clock`'s time.
  public init(clock: @escaping @Sendable () -> Date = { Date() }) {
    self.clock = clock
    journal = ReferenceJournal(clock: clock)
  }

  /// Everything the store keeps.
  var book: ReferenceBook {
    get { journal.book }
    _modify { yield &journal.book }
  }

  public func page(_ request: PageRequest) async throws -> ContactPage {
    let book = book
    return ReferenceReads.page(request, of: contacts, placing: true, groupsOf: book.groups(of:))
  }

  public func birthdays(in window: BirthdayWindow, limit: Int) async throws -> [Contact] {
    ReferenceReads.birthdays(in: window, limit: limit, of: contacts)
  }

  public func groups() async throws -> [ContactGroup] {
    let book = book
    return ReferenceReads.groups(of: contacts, groupsOf: book.groups(of:))
  }

  public func contact(id: Contact.ID) async throws -> Contact {
    shown(try card(id))
  }

  public func create(_ draft: ContactDraft, photo: PhotoChange) async throws -> Contact {
    let id = book.nextID
    book.nextID += 1
    journal.begin(.undoable(.add))
    let uid = "urn:uuid:\(UUID())"
    let own = editGroups(wanted: draft.details.groups, own: [], uid: uid).own
    let card = ReferenceBook.Card(
      id: id, draft: draft.listing(groups: own), uid: uid, photo: photo.photo ?? nil)
    journal.put(id, .live(card))
    journal.end(name: card.contact.fullName, count: 1)
    return shown(card)
  }

  public func update(id: Contact.ID, with draft: ContactDraft, photo: PhotoChange) async throws
    -> Contact
  {
    let old = try card(id)
    journal.begin(.undoable(.edit))
    let saved = edit(old, with: draft, photo: photo)
    journal.end(name: old.contact.fullName, count: 1)
    return saved
  }

  public func merge(_ merges: [MergeWrite]) async throws -> [Contact] {
    // Every contact is found before anything is written: a merge is all or nothing.
    let cards = try merges.map { merge in
      (try card(merge.id), try merge.others.map { try card($0) })
    }
    journal.begin(.undoable(.merge))
    let change = book.lastChangeID
    var kept: [Contact] = []
    for (merge, (old, others)) in zip(merges, cards) {
      kept.append(edit(old, with: merge.draft, photo: merge.photo))
      if let extras = merge.extras, var card = book.live[merge.id], card.extras != extras {
        card.extras = extras
        journal.put(merge.id, .live(card), replacedBy: .merge)
      }
      for other in others {
        let earlier = book.mergedUIDs.filter { $0.keptID == other.contact.id }.map(\.uid)
        for uid in [other.uid] + earlier {
          book.mergedUIDs.append(.init(uid: uid, keptID: merge.id, change: change))
        }
        journal.put(other.contact.id, .trashed(other))
      }
    }
    journal.end(
      name: merges.count == 1 ? kept[0].fullName : "",
      count: merges.reduce(0) { $0 + 1 + $1.others.count })
    return kept
  }

  /// Writes `old` as `draft` with its photo changed as `photo` says, in the change begun: an
  /// edit, or the contact kept by a merge.
  private func edit(_ old: ReferenceBook.Card, with draft: ContactDraft, photo: PhotoChange)
    -> Contact
  {
    let id = old.contact.id
    let edit = editGroups(
      wanted: draft.details.groups, own: old.contact.details.groups, uid: old.uid, of: id)
    var card = old
    card.contact = Contact(id: id, draft.listing(groups: edit.own))
    card.contact.photo = old.contact.photo
    if let picked = photo.photo { card = card.with(photo: picked) }
    // An edit of group cards alone leaves the contact as it was: no version of it.
    if edit.cards.isEmpty || ContactForm(old.contact) != ContactForm(card.contact)
      || card.contact.photo != old.contact.photo
    {
      journal.put(
        id, .live(card), replacedBy: journal.open?.kind == .undoable(.merge) ? .merge : .edit)
    }
    return shown(book.live[id] ?? card)
  }

  public func delete(id: Contact.ID) async throws {
    let card = try card(id)
    journal.begin(.undoable(.delete))
    journal.put(id, .trashed(card))
    journal.end(name: card.contact.fullName, count: 1)
  }

  public func photo(id: Contact.ID) async throws -> ContactPhoto? {
    try card(id).photo
  }

  public func setPhoto(_ photo: ContactPhoto?, id: Contact.ID) async throws {
    let card = try card(id)
    guard card.photo != photo else { return }
    journal.begin(.undoable(.photo))
    journal.put(id, .live(card.with(photo: photo)), replacedBy: .edit)
    journal.end(name: card.contact.fullName, count: 1)
  }

  public func importContacts(
    from source: any ContactImportSource, dryRun: Bool,
    progress: @escaping @Sendable (Int) -> Void
  ) async throws -> ImportCounts {
    let saved = book
    journal.begin(.undoable(.importFile))
    do {
      var counts = try merge(source, replacedBy: .importFile, progress: progress)
      let groups = source.groupCards()
      for card in groups where journal.groupCard(card.uid) != card {
        journal.putCard(card, uid: card.uid)
      }
      counts.groups = groups.count
      journal.end(name: "", count: counts.added + counts.updated)
      if dryRun { book = saved }
      return counts
    } catch {
      journal.rollBack(to: saved)
      throw error
    }
  }

  /// The book as it is now: a value, which the writes after it leave as it was.
  public func exportSnapshot() async throws -> any ContactExportReader {
    ReferenceExport(book: book)
  }

  public func groupCards() async throws -> [GroupCard] { book.groupCards }

  // MARK: - Internal

  /// Every contact in the list.
  var contacts: [Contact] { book.live.values.map(\.contact) }

  /// The contact `id` in the list; throws `notFound` when it is not there.
  func card(_ id: Contact.ID) throws(ContactStoreError) -> ReferenceBook.Card {
    guard let card = book.live[id] else { throw .notFound(id) }
    return card
  }

  /// Those of `uids` a contact in the list has.
  func liveUIDs(among uids: [String]) -> Set<String> {
    Set(book.live.values.map(\.uid)).intersection(uids)
  }

  static func export(_ card: ReferenceBook.Card) -> ContactExport {
    ContactExport(
      contact: card.contact, uid: card.uid, extras: card.extras, fileUID: card.fileUID,
      photo: card.photo)
  }
}

/// The reads of one export of the reference store: the book as it was when the export began.
struct ReferenceExport: ContactExportReader {
  let book: ReferenceBook

  func exportContacts(after position: ContactPosition?, limit: Int) async throws
    -> [ContactExport]
  {
    book.live.values.sorted { $0.contact.position < $1.contact.position }
      .filter { position == nil || $0.contact.position > position! }.prefix(limit)
      .map(ReferenceStore.export)
  }

  func groupCards() async throws -> [GroupCard] { book.groupCards }
}
