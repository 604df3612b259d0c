import ContactsDomain
import Foundation
import PostgresNIO

// The list, a contact, and the writes of one contact: windows keyed on (sort_key, id), the
// order `ContactPosition` compares, byte for byte ("C").
extension PostgresStore {
  public func page(_ request: PageRequest) async throws -> ContactPage {
    let terms = SearchText.terms(of: request.query)
    let blank = request.query.allSatisfy(\.isWhitespace)
    if terms.isEmpty, !blank {
      return ContactPage(contacts: [], hasPrevious: false, hasNext: false)
    }
    let listing = PostgresListing(terms: terms, group: request.group, plan: searchPlan)
    return try await read { session in
      let page = try Self.window(request, of: listing, in: session)
      guard request.placed, request.group == nil, blank, let first = page.contacts.first else {
        return page
      }
      // The list's first window has none before it: nothing to count.
      let before =
        page.hasPrevious ? try PostgresListing.place(of: first.position, in: session) : 0
      let total = try session.value("SELECT live_count FROM book", as: Int.self) ?? 0
      return ContactPage(
        contacts: page.contacts, hasPrevious: page.hasPrevious, hasNext: page.hasNext,
        place: ListPlace(before: before, total: total))
    }
  }

  private static func window(
    _ request: PageRequest, of listing: PostgresListing, in session: PostgresSession
  ) throws -> ContactPage {
    let limit = request.limit
    switch request.anchor {
    case .first:
      let rows = try listing.rows(.anywhere, limit: limit + 1, in: session)
      return ContactPage(
        contacts: Array(rows.prefix(limit)), hasPrevious: false, hasNext: rows.count > limit)
    case .after(let position):
      let rows = try listing.rows(.after(position, including: false), limit: limit + 1, in: session)
      return ContactPage(
        contacts: Array(rows.prefix(limit)),
        hasPrevious: try listing.any(.before(position, including: true), in: session),
        hasNext: rows.count > limit)
    case .before(let position):
      let rows = try listing.rows(
        .before(position, including: false), limit: limit + 1, in: session)
      return ContactPage(
        contacts: Array(rows.prefix(limit).reversed()), hasPrevious: rows.count > limit,
        hasNext: try listing.any(.after(position, including: true), in: session))
    case .around(let position):
      let half = limit / 2
      let earlier = try listing.rows(
        .before(position, including: false), limit: half + 1, in: session)
      let before = Array(earlier.prefix(half).reversed())
      let rest = limit - before.count
      let later = try listing.rows(.after(position, including: true), limit: rest + 1, in: session)
      return ContactPage(
        contacts: before + later.prefix(rest), hasPrevious: earlier.count > half,
        hasNext: later.count > rest)
    }
  }

  public func birthdays(in window: BirthdayWindow, limit: Int) async throws -> [Contact] {
    try await read { session in
      var found: [Contact] = []
      for run in window.keyRuns where found.count < limit {
        found += try session.rows(
          """
          SELECT id, card FROM contact
          WHERE live AND birthday_key BETWEEN \(run.lowerBound) AND \(run.upperBound)
          ORDER BY birthday_key, sort_key, id LIMIT \(limit - found.count)
          """
        ).map { row in
          let (id, json) = try row.decode((Int64, String).self)
          return try PostgresCard(json: json).contact(id: id)
        }
      }
      return found
    }
  }

  public func groups() async throws -> [ContactGroup] {
    try await read { session in
      try session.rows(
        """
        SELECT name, count(*) FROM (
          SELECT id, unnest(own_groups) AS name FROM contact
          WHERE live AND cardinality(own_groups) > 0
          UNION
          SELECT c.id, m.name FROM group_member m JOIN contact c ON c.bare_uid = m.member AND c.live
        ) AS listed GROUP BY name
        """
      ).map { row in
        let (name, count) = try row.decode((String, Int).self)
        return ContactGroup(name: name, count: count)
      }
    }
  }

  public func contact(id: Contact.ID) async throws -> Contact {
    try await read { session in
      try Self.shown(id, try Self.liveCard(id, in: session), in: session)
    }
  }

  public func create(_ draft: ContactDraft, photo: PhotoChange) async throws -> Contact {
    try await journaled { journal in
      try journal.begin(UndoableChange.Kind.add.rawValue)
      let uid = "urn:uuid:\(UUID())"
      let own = try Self.editGroups(
        wanted: draft.details.groups, own: [], uid: uid, of: nil, in: journal)
      let picked = photo.photo ?? nil
      let card = PostgresCard(draft.listing(groups: own.own), uid: uid, photo: picked)
      let id = try journal.nextID()
      try journal.keep(picked)
      try journal.put(id, .live(card))
      let contact = card.contact(id: id)
      try journal.end(name: contact.fullName, count: 1)
      return try Self.shown(id, card, in: journal.session)
    }
  }

  public func update(id: Contact.ID, with draft: ContactDraft, photo: PhotoChange) async throws
    -> Contact
  {
    try await journaled { journal in
      let old = try journal.liveCard(id)
      try journal.begin(UndoableChange.Kind.edit.rawValue)
      let saved = try Self.edit(id, old, with: draft, photo: photo, replacedBy: .edit, in: journal)
      try journal.end(name: old.contact(id: id).fullName, count: 1)
      return saved
    }
  }

  /// Writes `old`, the contact `id`, as `draft` with its photo changed as `photo` says, in the
  /// change begun (an edit, or the contact kept by a merge), and returns it as shown.
  static func edit(
    _ id: Contact.ID, _ old: PostgresCard, with draft: ContactDraft, photo: PhotoChange,
    replacedBy: ContactVersion.Change, in journal: PostgresJournal
  ) throws -> Contact {
    let edit = try editGroups(
      wanted: draft.details.groups, own: old.details.groups, uid: old.uid, of: id, in: journal)
    var card = old.with(draft.listing(groups: edit.own))
    if let picked = photo.photo {
      try journal.keep(picked)
      card = card.with(photo: picked)
    }
    // An edit of group cards alone leaves the contact as it was: no version of it.
    if edit.cards.isEmpty || ContactForm(old.contact(id: id)) != ContactForm(card.contact(id: id))
      || card.photo != old.photo
    {
      try journal.put(id, .live(card), replacedBy: replacedBy)
    }
    return try shown(id, try journal.liveCard(id), in: journal.session)
  }

  public func delete(id: Contact.ID) async throws {
    try await journaled { journal in
      let card = try journal.liveCard(id)
      try journal.begin(UndoableChange.Kind.delete.rawValue)
      try journal.put(id, .trashed(card))
      try journal.end(name: card.contact(id: id).fullName, count: 1)
    }
  }

  public func photo(id: Contact.ID) async throws -> ContactPhoto? {
    try await read { session in
      guard
        let row = try session.rows(
          """
          SELECT p.data, p.type, p.digest FROM contact c
          LEFT JOIN photo p ON p.digest = c.photo_digest WHERE c.id = \(id) AND c.live
          """
        ).first
      else { throw ContactStoreError.notFound(id) }
      let (data, type, digest) = try row.decode((Data?, String?, String?).self)
      guard let data, let type = type.flatMap(ImageType.init(rawValue:)), let digest else {
        return nil
      }
      return ContactPhoto(data: data, type: type, digest: digest)
    }
  }

  public func setPhoto(_ photo: ContactPhoto?, id: Contact.ID) async throws {
    try await journaled { journal in
      let card = try journal.liveCard(id)
      guard card.photo?.digest != photo?.digest else { return }
      try journal.begin(UndoableChange.Kind.photo.rawValue)
      try journal.keep(photo)
      try journal.put(id, .live(card.with(photo: photo)), replacedBy: .edit)
      try journal.end(name: card.contact(id: id).fullName, count: 1)
    }
  }

  // MARK: - Internal

  /// Runs `body` in a write transaction with its journal, at the store's time.
  func journaled<T: Sendable>(_ body: @escaping @Sendable (PostgresJournal) throws -> T)
    async throws -> T
  {
    let now = clock()
    return try await write { session in try body(try PostgresJournal(session, now: now)) }
  }

  /// The card of the contact `id` in the list; throws `notFound` when it is not there.
  static func liveCard(_ id: Contact.ID, in session: PostgresSession) throws -> PostgresCard {
    guard
      let json = try session.value(
        "SELECT card FROM contact WHERE id = \(id) AND live", as: String.self)
    else { throw ContactStoreError.notFound(id) }
    return try PostgresCard(json: json)
  }

  /// The contact `id` of `card` as a person sees it: in the groups of the group cards listing
  /// it too, in the order stored.
  static func shown(_ id: Contact.ID, _ card: PostgresCard, in session: PostgresSession) throws
    -> Contact
  {
    let names = try session.rows(
      """
      SELECT g.name FROM group_member m JOIN group_card g ON g.uid = m.card_uid
      WHERE m.member = \(GroupCard.bare(card.uid)) ORDER BY g.place
      """
    ).map { try $0.decode(String.self) }
    return GroupCardMembership.shown(card.contact(id: id), inCards: names)
  }

  /// Writes the group cards storing `wanted` as the groups of the contact `uid` (whose own
  /// card lists `own`) changes, for an edit of the contact `contactID`, and returns what it
  /// stores.
  static func editGroups(
    wanted: [String], own: [String], uid: String, of contactID: Contact.ID?,
    in journal: PostgresJournal
  ) throws -> GroupCardMembership.Edit {
    let edit = GroupCardMembership.edit(
      wanted: wanted, own: own, uid: uid, cards: try journal.groupCards())
    for card in edit.cards { try journal.putCard(card, uid: card.uid, for: contactID) }
    return edit
  }
}
