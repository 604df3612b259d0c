/// The uids one import stores its cards under, the rule of a store that keeps a repeated uid
/// apart by its ordinal: the first card with a uid keeps it; a later card of the same import
/// with that uid is the same contact when it says what an earlier one with the uid said (nothing
/// to store), else a contact of its own, stored as `uid#2`, `uid#3`…, its file's uid kept
/// (`ContactExport.fileUID`), counted (`ImportCounts.keptSeparate`) and reported with where the
/// first card was: what the SQLite store's importer decides too.
public struct ImportUIDs: Sendable {
  /// Each uid placed: where its first card was, and what each different card with it said (its
  /// hash: the cards themselves would hold a whole import in memory; two different cards with
  /// one uid and one 64-bit hash are the only ones this could take for the same).
  private var seen: [String: (firstOrigin: CardOrigin?, cards: [Int])] = [:]

  public init() {}

  /// The uid `item`'s contact is stored under, and the uid its file gave when that differs; nil
  /// when an earlier card of the import with its uid said the same (the caller counts it
  /// unchanged). A repeated uid is counted in `counts` and reported to `source`.
  public mutating func place(
    _ item: ContactImport, from source: any ContactImportSource, counts: inout ImportCounts
  ) -> (uid: String, fileUID: String?)? {
    let card = item.hashValue
    guard var placed = seen[item.uid] else {
      seen[item.uid] = (item.origin, [card])
      return (item.uid, nil)
    }
    if placed.cards.contains(card) { return nil }
    placed.cards.append(card)
    seen[item.uid] = placed
    let ordinal = placed.cards.count
    counts.keptSeparate += 1
    source.report(
      RepeatedUIDCard(
        uid: item.uid, ordinal: ordinal, origin: item.origin, firstOrigin: placed.firstOrigin))
    return ("\(item.uid)#\(ordinal)", item.uid)
  }
}
