import ContactsDomain
import Foundation

/// What the Rewind screen shows: before, what putting the whole book back as it was at a time
/// would change (a dry run); after, what it changed. Every count, plural and name list of
/// rewind is decided here.
public struct RewindScreen: Hashable, Sendable {
  /// The screen's title, and the name of the link to it.
  public static let title = "Rewind"
  /// What the time field asks.
  public static let question = "Put the whole address book back as it was at"
  /// The button that asks for the dry run.
  public static let previewButton = "Show what would change"
  /// The button that rewinds.
  public static let confirmButton = "Rewind"

  /// One kind of change: its sentence and the names of the first contacts.
  public struct Line: Hashable, Sendable {
    /// What changed since the time: contacts "added", "deleted" or "changed"; group cards
    /// "groupCardAdded" or "groupCardChanged".
    public let kind: String
    /// How many contacts.
    public let count: Int
    /// "2 contacts added since would go to Recently deleted".
    public let sentence: String
    /// "Ada Lovelace, Alan Turing and 3 more".
    public let names: String
  }

  /// The time, "2026-11-20 14:00".
  public let when: String
  /// True once rewound; false on the dry run.
  public let isDone: Bool
  /// "Rewind to 2026-11-20 14:00?", "Rewound to 2026-11-20 14:00."
  public let heading: String
  /// A line per kind of change that has contacts: removed, restored, reverted; then the group
  /// cards removed and put back.
  public let lines: [Line]
  /// A sentence when there is nothing to change; nil otherwise.
  public let notice: String?

  /// The screen of `plan`, a dry run's unless `isDone`, its time told in `timeZone`.
  public init(plan: RewindPlan, isDone: Bool, timeZone: TimeZone = .current) {
    when = HistoryScreen.time(plan.date, in: timeZone)
    self.isDone = isDone
    heading = isDone ? "Rewound to \(when)." : "Rewind to \(when)?"
    let one = (would: "would be put back as it was", did: "was put back as it was")
    let many = (would: "would be put back as they were", did: "were put back as they were")
    let kinds = [
      (
        "added", plan.removed, Counted.contacts, "added since",
        (would: "would go to Recently deleted", did: "went to Recently deleted")
      ),
      (
        "deleted", plan.restored, Counted.contacts, "deleted since",
        (would: "would come back", did: "came back")
      ),
      (
        "changed", plan.reverted, Counted.contacts, "changed since",
        plan.reverted.count == 1 ? one : many
      ),
      // Named by their groups.
      (
        "groupCardAdded", plan.newGroupCards, Counted.groupCards, "added since",
        (
          would: "would be removed",
          did: plan.newGroupCards.count == 1 ? "was removed" : "were removed"
        )
      ),
      (
        "groupCardChanged", plan.groupCards, Counted.groupCards, "changed since",
        plan.groupCards.count == 1 ? one : many
      ),
    ]
    lines = kinds.filter { $0.1.count > 0 }.map { kind, rows, counted, since, verb in
      Line(
        kind: kind, count: rows.count,
        sentence: "\(counted(rows.count)) \(since) \(isDone ? verb.did : verb.would)",
        names: Self.names(rows))
    }
    notice = plan.isEmpty ? "Nothing changed since \(when): there is nothing to rewind." : nil
  }

  /// What the command line prints after a dry run: the command that rewinds to the same
  /// instant, "To rewind: contacts rewind --to 2026-11-20T13:00:00Z --yes".
  public static func commandHint(_ date: Date) -> String {
    "To rewind: contacts rewind --to \(ISO8601DateFormatter().string(from: date)) --yes"
  }

  /// The names shown, each on one bounded line, "and N more" after them.
  private static func names(_ contacts: RewindPlan.Contacts) -> String {
    let shown = contacts.names.map(ShownText.summaryLine).joined(separator: ", ")
    let more = contacts.count - contacts.names.count
    return more > 0 ? "\(shown) and \(more) more" : shown
  }
}
