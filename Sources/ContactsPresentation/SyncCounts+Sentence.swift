import ContactsDomain

extension SyncCounts {
  /// What a sync did, in words: "2 added here, 1 changed on the server, nothing to resolve";
  /// "Nothing changed, nothing to resolve" when it changed nothing. Decided once for every page
  /// that tells a sync's outcome and for `contacts sync`.
  public var sentence: String {
    let line = words
    return line.prefix(1).uppercased() + line.dropFirst()
  }

  /// ``sentence`` as it goes on after a colon, starting in lower case.
  var words: String {
    let parts = [
      Self.part(fromServerAdded, "added here"), Self.part(fromServerUpdated, "changed here"),
      Self.part(fromServerRemoved, "removed here"),
      Self.part(toServerAdded, "added on the server"),
      Self.part(toServerUpdated, "changed on the server"),
      Self.part(toServerRemoved, "removed from the server"),
    ].compactMap { $0 }
    let resolve =
      switch conflicts {
      case 0: "nothing to resolve"
      case 1: "1 conflict to resolve"
      default: "\(Counted.grouped(conflicts)) conflicts to resolve"
      }
    return ((parts.isEmpty ? ["nothing changed"] : parts) + [resolve]).joined(separator: ", ")
  }

  private static func part(_ count: Int, _ what: String) -> String? {
    count == 0 ? nil : "\(Counted.grouped(count)) \(what)"
  }
}

extension SyncReport {
  /// ``SyncCounts/sentence``, or for a dry run what the sync would do: "Dry run, nothing saved:
  /// 2 added here, nothing to resolve".
  public var sentence: String {
    isDryRun ? "Dry run, nothing saved: \(counts.words)" : counts.sentence
  }
}

extension SyncReport {
  /// Where a front end lists every card an account skips, for the line that counts those a
  /// sync skipped before (`lines(listing:)`).
  public enum SkippedCardsPlace: Sendable {
    /// `contacts sync status`.
    case statusCommand
    /// The sync page's accounts, under each account's *Skipped cards*.
    case accountsBelow

    var sentence: String {
      switch self {
      case .statusCommand: "contacts sync status lists them"
      case .accountsBelow: "listed under Accounts"
      }
    }
  }

  /// What the report says beyond its sentence, a line each, as the page and the terminal show
  /// them: "1 card skipped (new): …" for each card skipped on this sync for the first time (or
  /// changed, or for a new reason), then "2 cards still skipped, as before: …" for those an
  /// earlier sync named, pointing to `place`, then "note: …" for each notice.
  public func lines(listing place: SkippedCardsPlace) -> [String] {
    let new = skipped.map { "1 card skipped (new): \($0)" }
    let before =
      stillSkipped == 0
      ? []
      : [
        "\(stillSkipped == 1 ? "1 card" : "\(Counted.grouped(stillSkipped)) cards") still "
          + "skipped, as before: \(place.sentence)"
      ]
    return new + before + notices.map { "note: \($0)" }
  }
}
