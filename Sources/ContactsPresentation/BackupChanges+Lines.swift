import ContactsDomain

/// What the restore screen says, decided once for every front end.
extension BackupChanges {
  /// The lines saying what restoring the backup `name` would change: a headline, then a line
  /// for each kind of change there is, with the first few names, each cut as a summary line;
  /// last, the sync accounts it keeps, if any.
  public func previewLines(of name: String) -> [String] {
    let headline = "Restoring \(name) (\(Counted.contacts(backupCount))) would"
    let changes =
      isEmpty
      ? ["\(headline) change no contact."]
      : ["\(headline):"]
        + [("add back", added), ("remove", removed), ("change", changed)]
        .filter { $0.1.count > 0 }
        .map { "  \($0.0) \($0.1.count): \(Self.names($0.1))" }
    return changes + accountsLines
  }

  /// The line saying which sync accounts a restore keeps; none when the book has none.
  private var accountsLines: [String] {
    switch keptAccounts.count {
    case 0: []
    case 1:
      [
        "It keeps the sync account \(Self.names(keptAccounts)), whose next sync compares "
          + "the whole book with its server."
      ]
    default:
      [
        "It keeps the sync accounts \(Self.names(keptAccounts)), whose next syncs compare "
          + "the whole book with their servers."
      ]
    }
  }

  /// The sentence a restore done ends with.
  public var restoredSentence: String {
    "Restored \(Counted.contacts(backupCount)): added back \(added.count), removed "
      + "\(removed.count), changed \(changed.count)."
  }

  /// The first names, and how many more there are.
  private static func names(_ named: Named) -> String {
    let shown = named.names.map(ShownText.summaryLine).joined(separator: ", ")
    let more = named.count - named.names.count
    return more > 0 ? "\(shown) and \(more) more" : shown
  }
}

extension RestoredBackup {
  /// The lines a restore done shows: what it changed, and where the book before it is kept.
  public var lines: [String] {
    [changes.restoredSentence, "The address book as it was is kept in \(keptAt)."]
  }
}
