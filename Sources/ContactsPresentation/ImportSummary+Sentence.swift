import ContactsDomain

extension ImportSummary {
  /// What the import did in one sentence, the counts that matter and no zeros: "Added 80
  /// contacts.", "Added 3 contacts, updated 1, skipped 2 cards:", "Left 80 unchanged."; on a
  /// dry run "Would add 80 contacts." The colon announces the report's lines. Decided once for
  /// the import page of both builds, beside its Undo, and for `contacts import`.
  public var sentence: String {
    let dry = isDryRun
    let separate = max(counts.keptSeparate, keptSeparate.count)
    let parts = [
      Self.part(counts.added, dry ? "add" : "added", Counted.contacts),
      Self.part(counts.updated, dry ? "update" : "updated", Counted.grouped),
      Self.part(counts.unchanged, dry ? "leave" : "left", { "\(Counted.grouped($0)) unchanged" }),
      Self.part(skippedCount, dry ? "skip" : "skipped", Self.cards),
      Self.part(separate, dry ? "keep" : "kept", { "\(Self.cards($0)) separate" }),
      Self.part(counts.groups, dry ? "keep" : "kept", Counted.groupCards),
    ].compactMap { $0 }
    let line =
      parts.isEmpty ? (dry ? "find no cards" : "found no cards") : parts.joined(separator: ", ")
    let start = dry ? "Would \(line)" : line.prefix(1).uppercased() + line.dropFirst()
    return start + (reportLines.isEmpty ? "." : ":")
  }

  private static func part(_ count: Int, _ verb: String, _ counted: (Int) -> String) -> String? {
    count > 0 ? "\(verb) \(counted(count))" : nil
  }

  private static func cards(_ count: Int) -> String {
    count == 1 ? "1 card" : "\(Counted.grouped(count)) cards"
  }
}
