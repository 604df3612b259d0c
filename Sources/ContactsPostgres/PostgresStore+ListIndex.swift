import ContactsDomain
import PostgresNIO

// Where the entries of the index beside the list lead, every entry in one statement: at a
// million contacts over a network, one read a key was 35 transactions a list page.
extension PostgresStore {
  public func firstPositions(atOrAfter keys: [ContactSortKey], query: String, group: String?)
    async throws -> [ContactPosition?]
  {
    // A search's windows are found by its plan (`PostgresListing`), one at a time.
    guard query.allSatisfy(\.isWhitespace) else {
      return try await firstPositionsByPage(atOrAfter: keys, query: query, group: group)
    }
    let listing = PostgresListing(terms: [], group: group, plan: searchPlan)
    return try await read { session in
      var positions = [ContactPosition?](repeating: nil, count: keys.count)
      // Each key's first contact read on the list's index, as a window's first row is.
      let rows = try session.rows(
        """
        SELECT k.n, c.sort_key, c.id
        FROM unnest(\(keys.map(\.rawValue))::text[]) WITH ORDINALITY AS k(key, n)
        CROSS JOIN LATERAL (
          SELECT sort_key, id FROM contact
          WHERE \(listing) AND (sort_key, id) > (k.key COLLATE "C", \(Int64.min))
          ORDER BY sort_key, id LIMIT 1) AS c
        """)
      for row in rows {
        let (number, key, id) = try row.decode((Int64, String, Int64).self)
        positions[Int(number) - 1] = ContactPosition(sortKey: ContactSortKey(rawValue: key), id: id)
      }
      return positions
    }
  }
}
