/// The uids one import stores its cards under, the rule of a store that keeps a repeated uid
/// apart by its ordinal: the first card with a uid keeps it; a later card of the same import
/// with that uid is kept as a contact of its own, stored as `uid#2`, `uid#3`…, its file's uid
/// kept (`ContactExport.fileUID`), counted (`ImportCounts.keptSeparate`) and reported.
public struct ImportUIDs: Sendable {
  private var seen: [String: Int] = [:]

  public init() {}

  /// The uid `item`'s contact is stored under, and the uid its file gave when that differs;
  /// a repeated uid is counted in `counts` and reported to `source`.
  public mutating func place(
    _ item: ContactImport, from source: any ContactImportSource, counts: inout ImportCounts
  ) -> (uid: String, fileUID: String?) {
    let ordinal = (seen[item.uid] ?? 0) + 1
    seen[item.uid] = ordinal
    guard ordinal > 1 else { return (item.uid, nil) }
    counts.keptSeparate += 1
    source.report(
      RepeatedUIDCard(uid: item.uid, ordinal: ordinal, origin: item.origin, firstOrigin: nil))
    return ("\(item.uid)#\(ordinal)", item.uid)
  }
}
