import ContactsDomain

extension ListIndex {
  /// The labels of the entries under which `repository` has contacts matching `query` in
  /// `group` (nil for every contact): the entries worth linking, decided once for both builds.
  /// Each entry's first contact at or after it (`firstPositions`) is under the entry itself
  /// when the entry has contacts, and under a later one when it has none.
  public static func entriesWithContacts(
    in repository: any ContactRepository, query: String, group: String?
  ) async throws(AppFailure) -> Set<String> {
    let positions: [ContactPosition?]
    do {
      positions = try await repository.firstPositions(
        atOrAfter: entries.map(\.key), query: query, group: group)
    } catch {
      throw AppFailure(.loadContacts, error)
    }
    return Set(positions.compactMap { $0.flatMap(label(at:)) })
  }
}
