import ContactsDomain

/// The reads of a store done by a plain scan and a sort over every contact: what the spy and
/// the reference store answer, and what the SQLite indexes and keyset queries are checked
/// against.
enum ReferenceReads {
  /// The groups `contact`'s details list: all a contact is in where there are no group cards.
  static func listedGroups(_ contact: Contact) -> Set<String> { Set(contact.details.groups) }

  /// One window of `contacts` (in any order) as `request` asks it, a contact being in the
  /// groups `groupsOf` says; with `placing`, a window of the whole list says where it stands
  /// (`ContactPage.place`) when the request asks.
  static func page(
    _ request: PageRequest, of contacts: [Contact], placing: Bool = false,
    groupsOf: (Contact) -> Set<String> = listedGroups
  ) -> ContactPage {
    let page = window(request, of: contacts, groupsOf: groupsOf)
    guard placing, request.placed, request.group == nil, let first = page.contacts.first,
      request.query.allSatisfy(\.isWhitespace)
    else { return page }
    let before = contacts.filter { $0.position < first.position }.count
    return ContactPage(
      contacts: page.contacts, hasPrevious: page.hasPrevious, hasNext: page.hasNext,
      place: ListPlace(before: before, total: contacts.count))
  }

  private static func window(
    _ request: PageRequest, of contacts: [Contact], groupsOf: (Contact) -> Set<String>
  ) -> ContactPage {
    let terms = SearchText.terms(of: request.query)
    if terms.isEmpty, !request.query.allSatisfy(\.isWhitespace) {
      return ContactPage(contacts: [], hasPrevious: false, hasNext: false)
    }
    let matching = contacts.filter { terms.isEmpty || SearchText.matches($0, query: request.query) }
      .filter { contact in request.group.map(groupsOf(contact).contains) ?? true }
      .sorted { $0.position < $1.position }
    switch request.anchor {
    case .first:
      return window(matching[...], limit: request.limit, hasPrevious: false)
    case .after(let position):
      let split = matching.partitioningIndex { $0.position > position }
      return window(matching[split...], limit: request.limit, hasPrevious: split > 0)
    case .around(let position):
      let split = matching.partitioningIndex { $0.position >= position }
      let before = matching[..<split].suffix(request.limit / 2)
      let rest = request.limit - before.count
      return ContactPage(
        contacts: Array(before) + matching[split...].prefix(rest),
        hasPrevious: before.startIndex > 0, hasNext: matching.count - split > rest)
    case .before(let position):
      let split = matching.partitioningIndex { $0.position >= position }
      let shown = matching[..<split].suffix(request.limit)
      return ContactPage(
        contacts: Array(shown), hasPrevious: shown.startIndex > 0,
        hasNext: split < matching.count)
    }
  }

  /// Up to `limit` of `contacts` whose birthday falls in `window`, in the port's order.
  static func birthdays(in window: BirthdayWindow, limit: Int, of contacts: [Contact])
    -> [Contact]
  {
    let order = { (contact: Contact) -> (run: Int, key: Int)? in
      guard let birthday = contact.details.birthday else { return nil }
      let key = BirthdayWindow.key(of: birthday)
      return window.keyRuns.firstIndex { $0.contains(key) }.map { ($0, key) }
    }
    return contacts.compactMap { contact in order(contact).map { (contact, $0) } }
      .sorted { ($0.1.run, $0.1.key, $0.0.position) < ($1.1.run, $1.1.key, $1.0.position) }
      .prefix(limit).map(\.0)
  }

  /// The groups of `contacts`, each counted once per contact in it (`groupsOf` says which).
  static func groups(
    of contacts: [Contact], groupsOf: (Contact) -> Set<String> = listedGroups
  ) -> [ContactGroup] {
    let names = contacts.flatMap(groupsOf)
    return Dictionary(grouping: names, by: { $0 }).map { ContactGroup(name: $0, count: $1.count) }
  }

  private static func window(_ contacts: ArraySlice<Contact>, limit: Int, hasPrevious: Bool)
    -> ContactPage
  {
    ContactPage(
      contacts: Array(contacts.prefix(limit)), hasPrevious: hasPrevious,
      hasNext: contacts.count > limit)
  }
}

extension Array {
  /// The first index whose element satisfies `belongsAfter`, for an array already partitioned
  /// by it.
  fileprivate func partitioningIndex(where belongsAfter: (Element) -> Bool) -> Int {
    firstIndex(where: belongsAfter) ?? count
  }
}
