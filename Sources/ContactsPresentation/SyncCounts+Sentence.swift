import ContactsDomain

extension SyncCounts {
  /// What a sync did, in words: "2 added here, 1 changed on the server, nothing to resolve";
  /// "Nothing changed, nothing to resolve" when it changed nothing. Decided once for every page
  /// that tells a sync's outcome.
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
      default: "\(conflicts) conflicts to resolve"
      }
    return ((parts.isEmpty ? ["nothing changed"] : parts) + [resolve]).joined(separator: ", ")
  }

  private static func part(_ count: Int, _ what: String) -> String? {
    count == 0 ? nil : "\(count) \(what)"
  }
}

extension SyncReport {
  /// ``SyncCounts/sentence``, or for a dry run what the sync would do: "Dry run, nothing saved:
  /// 2 added here, nothing to resolve".
  public var sentence: String {
    isDryRun ? "Dry run, nothing saved: \(counts.words)" : counts.sentence
  }
}
