import ContactsDomain
import GRDB

/// The SQL behind `ContactDatabase`, run inside its transactions.
enum ContactQueries {
  static let defaultWalkBudget = 2048
  static let defaultFewMatches = 1000

  /// The contact `id`, with its phones and emails.
  static func contact(id: Contact.ID, in db: Database) throws -> Contact {
    guard let record = try ContactRecord.fetchOne(db, key: id) else {
      throw ContactStoreError.notFound(id)
    }
    return try withValues(of: [record], in: db)[0]
  }

  /// One window, read through the `contact_on_sortKey` index: `limit + 1` rows tell whether
  /// more follow, and an EXISTS on the other side tells whether more come before.
  static func page(
    _ request: PageRequest, search: SearchFilter?, walkBudget: Int = defaultWalkBudget,
    fewMatches: Int = defaultFewMatches, in db: Database
  ) throws -> ContactPage {
    let walk = Walk(search: search, budget: walkBudget, few: fewMatches)
    let limit = request.limit + 1
    switch request.anchor {
    case .first:
      let records = try walk.fetch("TRUE", .ascending, limit, db)
      return try makePage(records, request, hasPrevious: false, in: db)
    case .after(let position):
      let key: SQL = "(sortKey, id) > (\(position.sortKey.rawValue), \(position.id))"
      let records = try walk.fetch(key, .ascending, limit, db)
      let hasPrevious = try walk.exists("NOT \(key)", .descending, db)
      return try makePage(records, request, hasPrevious: hasPrevious, in: db)
    case .before(let position):
      let key: SQL = "(sortKey, id) < (\(position.sortKey.rawValue), \(position.id))"
      let records = try walk.fetch(key, .descending, limit, db)
      let page = try makePage(records, request, hasPrevious: false, in: db)
      return ContactPage(
        contacts: page.contacts.reversed(), hasPrevious: page.hasNext,
        hasNext: try walk.exists("NOT \(key)", .ascending, db))
    case .around(let position):
      let key: SQL = "(sortKey, id) < (\(position.sortKey.rawValue), \(position.id))"
      let half = request.limit / 2
      let before = try walk.fetch(key, .descending, half + 1, db)
      let rest = request.limit - min(before.count, half)
      let from = try walk.fetch("NOT \(key)", .ascending, rest + 1, db)
      let records = before.prefix(half).reversed() + from.prefix(rest)
      return ContactPage(
        contacts: try contacts(of: Array(records), request, in: db),
        hasPrevious: before.count > half,
        hasNext: from.count > rest)
    }
  }

  /// Inserts (`id` nil) or replaces the contact and its phones and emails; its uid and extras
  /// are set on insert and left alone on update.
  static func save(
    _ draft: ContactDraft, id: Contact.ID?, uid: String = ContactTransferQueries.makeUID(),
    extras: String = "", in db: Database
  ) throws -> Contact {
    var record = ContactRecord(draft, id: id)
    record.uid = uid
    record.extras = extras
    // The record's sort key, not a new one: folding a name is the costly part of a save.
    let sortKey = ContactSortKey(rawValue: record.sortKey)
    record.searchText = SearchText.indexed(Contact(id: id ?? 0, draft, sortKey: sortKey))
    if let id {
      do {
        try record.update(db, columns: ContactRecord.modeledColumns)
      } catch RecordError.recordNotFound {
        throw ContactStoreError.notFound(id)
      }
    } else {
      try record.insert(db)
    }
    let contact = Contact(id: record.id!, draft, sortKey: sortKey)
    let values = ContactValueRecord.rows(of: draft, contactId: contact.id)
    guard let id else {
      for value in values { try value.insert(db) }
      return contact
    }
    let stored = try ContactValueRecord.filter(Column("contactId") == id)
      .order(Column("kind"), Column("position")).fetchAll(db)
    // An edit of the name alone leaves phones and emails as they are.
    if stored.map(\.labeledValue) != values.map(\.labeledValue)
      || stored.map(\.kind) != values.map(\.kind)
    {
      try ContactValueRecord.filter(Column("contactId") == id).deleteAll(db)
      for value in values { try value.insert(db) }
    }
    return contact
  }

  // MARK: - Private

  private static func makePage(
    _ records: [ContactRecord], _ request: PageRequest, hasPrevious: Bool, in db: Database
  ) throws -> ContactPage {
    ContactPage(
      contacts: try contacts(of: Array(records.prefix(request.limit)), request, in: db),
      hasPrevious: hasPrevious, hasNext: records.count > request.limit)
  }

  /// The contacts of `records`, with their phones and emails unless `request` asks for names.
  private static func contacts(
    of records: [ContactRecord], _ request: PageRequest, in db: Database
  ) throws -> [Contact] {
    request.namesOnly ? records.map { $0.contact(values: []) } : try withValues(of: records, in: db)
  }

  private static func withValues(of records: [ContactRecord], in db: Database) throws -> [Contact] {
    let values = try ContactValueRecord.filter(records.map(\.id).contains(Column("contactId")))
      .order(Column("contactId"), Column("kind"), Column("position")).fetchAll(db)
    return attach(values, to: records)
  }

  private static func attach(_ values: [ContactValueRecord], to records: [ContactRecord])
    -> [Contact]
  {
    let valuesByContact = Dictionary(grouping: values, by: \.contactId)
    return records.map { $0.contact(values: valuesByContact[$0.id!] ?? []) }
  }
}

/// The reads of one window: straight down the index, or, for a search, a walk in list order
/// that falls back on the trigram index when matches are rare.
/// The reads of one window: straight down the index, or, for a search, the cheapest of three
/// ways. Few matches: the trigram index lists them all, then the window is taken from them.
/// Many: walking the list in order meets a window of them soon. Otherwise: every match.
private struct Walk {
  let search: SearchFilter?
  /// How many rows a search walks in list order before it reads every match instead.
  let budget: Int
  /// Up to how many matches count as few.
  let few: Int

  private let columns: SQL = "id, firstName, lastName, sortKey, organization, note"

  enum Direction {
    case ascending
    case descending

    var sql: SQL { self == .ascending ? "ASC" : "DESC" }
  }

  func fetch(_ key: SQL, _ direction: Direction, _ limit: Int, _ db: Database) throws
    -> [ContactRecord]
  {
    let order: SQL = "ORDER BY sortKey \(direction.sql), id \(direction.sql)"
    func records(_ filter: SQL, from source: SQL = "contact") throws -> [ContactRecord] {
      try SQLRequest<ContactRecord>(
        literal:
          "SELECT \(columns) FROM \(source) WHERE \(key) AND \(filter) \(order) LIMIT \(limit)"
      ).fetchAll(db)
    }
    guard let search else { return try records("TRUE") }
    if let ids = try fewMatches(search, db) { return try records("id IN \(ids)") }
    let walked = try records(
      search.probe,
      from: "(SELECT \(columns), searchText FROM contact WHERE \(key) \(order) LIMIT \(budget))")
    if walked.count == limit { return walked }
    return try records(search.indexed.map { "id IN (\($0))" } ?? search.probe)
  }

  func exists(_ key: SQL, _ direction: Direction, _ db: Database) throws -> Bool {
    let order: SQL = "ORDER BY sortKey \(direction.sql), id \(direction.sql)"
    func exists(_ filter: SQL, from source: SQL = "contact") throws -> Bool {
      try SQLRequest<Bool>(
        literal: "SELECT EXISTS (SELECT 1 FROM \(source) WHERE \(key) AND \(filter))"
      ).fetchOne(db) ?? false
    }
    guard let search else { return try exists("TRUE") }
    if let ids = try fewMatches(search, db) { return try exists("id IN \(ids)") }
    let walked = try exists(
      search.probe,
      from: "(SELECT sortKey, id, searchText FROM contact WHERE \(key) \(order) LIMIT \(budget))")
    return try walked || exists(search.indexed.map { "id IN (\($0))" } ?? search.probe)
  }

  /// Every matching id when the trigram index has few; nil when it has many or cannot tell.
  private func fewMatches(_ search: SearchFilter, _ db: Database) throws -> [Int64]? {
    guard let indexed = search.indexed else { return nil }
    let ids = try SQLRequest<Int64>(literal: "\(indexed) LIMIT \(few)").fetchAll(db)
    return ids.count < few ? ids : nil
  }
}
