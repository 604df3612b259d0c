import ContactsDomain

/// What a person asks of a merge, as typed on the command line or sent by a form: the contacts
/// (the first kept), whose value to take where single values differ (by `MergeField.key`), the
/// region for national phone numbers, and whether to write. Read once here for every front end.
public struct MergeRequest: Hashable, Sendable {
  public let ids: [Contact.ID]
  public let choices: MergeChoices
  public let region: PhoneRegion?
  public let dryRun: Bool

  /// Throws the sentence refusing an unknown field or region.
  public init(
    ids: [Contact.ID], choices: [(field: String, id: Contact.ID)], region: String?,
    localeRegion: String?, dryRun: Bool
  ) throws(DuplicatesRefusal) {
    var chosen: MergeChoices = [:]
    for (key, id) in choices {
      guard let field = MergeField(key: key.lowercased()) else {
        let keys = MergeField.all.map(\.key).joined(separator: ", ")
        throw DuplicatesRefusal(
          message:
            "“\(ShownText.summaryLine(key))” is not a value a merge chooses: give one of \(keys).")
      }
      chosen[field] = id
    }
    self.ids = ids
    self.choices = chosen
    self.region = try DuplicatesRequest.region(region, localeRegion: localeRegion)
    self.dryRun = dryRun
  }
}

/// What the merge screen shows: a sentence, and for each merge its contacts and the single
/// values that differed with the one taken.
public struct MergeScreen: Hashable, Sendable {
  /// One merge.
  public struct Merged: Hashable, Sendable {
    public let keptID: Contact.ID
    /// The contacts merged into it, by id and name.
    public let mergedAway: [Contact.ID]
    public let mergedAwayNames: [String]
    /// The merged contact, as stored (as it would be, on a dry run).
    public let contact: Contact
    /// "Name: “Ada Lovelace” of #1 (not “Ada L.” of #2)", one per value that differed.
    public let choices: [String]
    /// The single values that differed, each with its options and the one taken: what a form
    /// offers to choose between.
    public let conflicts: [MergeConflict]
  }

  public let merges: [Merged]
  /// "Merged #2 Ada L. into #1 Ada Lovelace.", or what a dry run would do, or that there was
  /// nothing to merge.
  public let sentence: String
  public let dryRun: Bool

  public init(_ outcome: MergeOutcome) {
    dryRun = outcome.dryRun
    merges = zip(outcome.merges, outcome.contacts).map { merge, contact in
      Merged(
        keptID: merge.kept.id,
        mergedAway: merge.mergedAway.map(\.id), mergedAwayNames: merge.mergedAway.map(\.fullName),
        contact: contact, choices: merge.conflicts.map(Self.line),
        conflicts: merge.conflicts)
    }
    let verb = outcome.dryRun ? "Would merge" : "Merged"
    switch merges.count {
    case 0:
      sentence = "No identical duplicates to merge."
    case 1:
      let merged = merges[0]
      let away = zip(merged.mergedAway, merged.mergedAwayNames).map { id, name in
        "#\(id) \(ShownText.summaryLine(name))"
      }
      sentence =
        "\(verb) \(Self.list(away)) into #\(merged.keptID) "
        + "\(ShownText.summaryLine(merged.contact.fullName))"
        + (outcome.dryRun ? "; nothing was changed." : ".")
    default:
      let count = merges.reduce(0) { $0 + $1.mergedAway.count }
      sentence =
        "\(verb) \(count) identical duplicates into \(Counted.contacts(merges.count))"
        + (outcome.dryRun ? "; nothing was changed." : ", as one change.")
    }
  }

  /// A value that differed, and the one taken.
  private static func line(_ conflict: MergeConflict) -> String {
    let kept = conflict.options.first { $0.contactID == conflict.chosen }
    let others = conflict.options.filter { $0.contactID != conflict.chosen }.map {
      "“\(ShownText.summaryLine($0.shown))” of #\($0.contactID)"
    }
    let taken = kept.map { "“\(ShownText.summaryLine($0.shown))”" } ?? "none"
    return "\(conflict.field.caption): \(taken) of #\(conflict.chosen)"
      + (others.isEmpty ? "" : " (not \(others.joined(separator: ", ")))")
  }

  /// "#2 Ada", "#2 Ada and #3 Ada L.", "#2 A, #3 B and #4 C".
  private static func list(_ items: [String]) -> String {
    guard items.count > 1 else { return items.first ?? "" }
    return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
  }
}
