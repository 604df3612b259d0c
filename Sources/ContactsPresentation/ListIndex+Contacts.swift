import ContactsDomain

extension ListIndex {
  /// The labels of the entries under which `repository` has contacts matching `query` in
  /// `group` (nil for every contact): the entries worth linking, decided once for both builds.
  /// One window of one name per entry found, each starting past the entry found before it, so a
  /// book of any size costs at most one read per entry, and one more.
  public static func entriesWithContacts(
    in repository: any ContactRepository, query: String, group: String?
  ) async throws(AppFailure) -> Set<String> {
    var found: Set<String> = []
    var next = entries.startIndex
    while next < entries.endIndex {
      let request = PageRequest(
        .after(ContactPosition(sortKey: entries[next].key, id: .min)), limit: 1, query: query,
        namesOnly: true, placed: false, group: group)
      let page: ContactPage
      do {
        page = try await repository.page(request)
      } catch {
        throw AppFailure(.loadContacts, error)
      }
      guard let first = page.contacts.first,
        let index = entries.lastIndex(where: { $0.key <= first.position.sortKey })
      else { break }
      found.insert(entries[index].label)
      next = index + 1
    }
    return found
  }
}
