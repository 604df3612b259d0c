import ContactsDomain

extension AccountStatus {
  /// "home: ada at https://dav.example.com/ada/contacts/": the account as every front end names it.
  public var headline: String {
    "\(account.name): \(account.username) at \(account.addressBookURL ?? account.url)"
  }

  /// "120 cards synced, 0 skipped, 1 conflict; synced": how much, and whether a sync completed.
  public var tally: String {
    let counts = [
      Self.count(synced, "card synced", "cards synced"), Self.count(skipped, "skipped", "skipped"),
      Self.count(conflicts, "conflict", "conflicts"),
    ]
    return counts.joined(separator: ", ") + "; " + (hasSynced ? "synced" : "not synced yet")
  }

  /// "skipped: …" for each card the account skips, as the page and the terminal both show
  /// them when asked (`contacts sync status`, the sync page's accounts): a sync says each once.
  public var skippedLines: [String] {
    skippedCards.map { "skipped: \($0)" }
  }

  private static func count(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) \(number == 1 ? one : many)"
  }
}
