import ContactsDomain

extension AccountStatus {
  /// Ada's account "home", synced before: 2 cards, one open conflict.
  public static let home = AccountStatus(
    account: SyncAccount(
      name: "home", url: "http://127.0.0.1:5232/", username: "ada",
      addressBookURL: "http://127.0.0.1:5232/ada/contacts/", syncToken: "t1"),
    synced: 2, skipped: 0, conflicts: 1)
}

extension SyncConflict {
  /// Conflict 7: Ada's note, "mine" here and "theirs" on the server.
  public static let adaNote = SyncConflict(
    id: 7, account: "home", uid: "ada", contactName: "Ada Lovelace", field: "note", mine: "mine",
    server: "theirs")
}

extension SyncReport {
  /// A sync's report: cards added, updated and removed from the server and to it.
  public static func counting(
    fromServer: (added: Int, updated: Int, removed: Int) = (0, 0, 0),
    toServer: (added: Int, updated: Int, removed: Int) = (0, 0, 0), conflicts: Int = 0,
    skipped: [String] = [], stillSkipped: Int = 0, notices: [String] = [], dryRun: Bool = false
  ) -> SyncReport {
    var counts = SyncCounts()
    (counts.fromServerAdded, counts.fromServerUpdated, counts.fromServerRemoved) = fromServer
    (counts.toServerAdded, counts.toServerUpdated, counts.toServerRemoved) = toServer
    counts.conflicts = conflicts
    return SyncReport(
      counts: counts, skipped: skipped, stillSkipped: stillSkipped, notices: notices,
      isDryRun: dryRun)
  }
}
