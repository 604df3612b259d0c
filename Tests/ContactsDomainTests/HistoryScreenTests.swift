import ContactsDomain
import ContactsPresentation
import Foundation
import Testing

@Suite("The History screen and the rewind's sentences")
struct HistoryScreenTests {
  private let utc = TimeZone(identifier: "UTC")!
  private let noon = Date(timeIntervalSince1970: 1_795_694_400)  // 2026-11-26 12:00 UTC

  private func version(_ number: Int, _ contact: Contact, minutes: Double) -> ContactVersion {
    ContactVersion(
      number: number, replacedAt: noon.addingTimeInterval(minutes * 60), replacedBy: .edit,
      contact: contact)
  }

  /// A plan with `removed`, `restored` and `reverted` contacts, each named.
  private func plan(
    removed: [String] = [], restored: [String] = [], reverted: [String] = [], count: Int? = nil
  ) -> RewindPlan {
    RewindPlan(
      date: noon, removed: .init(count: count ?? removed.count, names: removed),
      restored: .init(count: restored.count, names: restored),
      reverted: .init(count: reverted.count, names: reverted))
  }

  @Test func eachVersionSaysWhenAndWhatTheNextOneChangedNewestFirst() {
    let first = Contact(id: 7, firstName: "Ada", lastName: "Byron")
    let second = Contact(
      id: 7, firstName: "Ada", lastName: "Lovelace",
      phones: [LabeledValue(label: "home", value: "555")])
    let now = Contact(
      id: 7, firstName: "Ada", lastName: "Lovelace",
      phones: [LabeledValue(label: "home", value: "556")],
      emails: [LabeledValue(label: "", value: "ada@example.com")])
    let history = ContactHistory(
      total: 2, versions: [version(2, second, minutes: 5), version(1, first, minutes: 0)])
    let screen = HistoryScreen(contact: now, history: history, timeZone: utc)
    #expect(screen.title == "History of Ada Lovelace")
    #expect(
      screen.rows.map(\.line) == [
        "Version 2 · 2026-11-26 12:05 · Edited: Phone, Email",
        "Version 1 · 2026-11-26 12:00 · Edited: Name, Phone",
      ])
    #expect(screen.row(1)?.card.lastName == "Byron")
    #expect(screen.notice == nil)
    #expect(screen.commandLine == "Edited 2 times — see earlier versions: contacts history 7")
  }

  @Test func theDetailsLineCountsVersionsAndSaysNothingWithoutThem() {
    #expect(HistoryScreen.editedLine(0) == nil)
    #expect(HistoryScreen.editedLine(1) == "Edited once — see earlier versions")
    #expect(HistoryScreen.editedLine(3) == "Edited 3 times — see earlier versions")
  }

  @Test func aContactWithoutVersionsOrWithMoreThanShownSaysSo() {
    let ada = Contact(id: 7, firstName: "Ada", lastName: "Lovelace")
    let none = HistoryScreen(contact: ada, history: ContactHistory(total: 0, versions: []))
    #expect(none.notice == "Ada Lovelace has no earlier versions.")
    #expect(none.commandLine == nil)
    let some = HistoryScreen(
      contact: ada, history: ContactHistory(total: 5, versions: [version(5, ada, minutes: 0)]))
    #expect(some.notice == "The newest 1 of 5 versions.")
    #expect(some.rows.map(\.changed) == ["no field changed"])
  }

  @Test func aReadReachingAVersionAsksForJustEnoughOfTheNewest() {
    #expect(HistoryScreen.limit(reaching: 5, of: 5) == 1)
    #expect(HistoryScreen.limit(reaching: 1, of: 5) == 5)
    #expect(HistoryScreen.limit(reaching: 9, of: 5) == 0)
  }

  @Test func theDryRunAndTheRewindCountNameAndPluralise() {
    let many = plan(
      removed: (1...10).map { "Name \($0)" }, restored: ["Ada Lovelace"], count: 12)
    let dry = RewindScreen(plan: many, isDone: false, timeZone: utc)
    #expect(dry.heading == "Rewind to 2026-11-26 12:00?")
    #expect(
      dry.lines.map(\.sentence) == [
        "12 contacts added since would go to Recently deleted",
        "1 contact deleted since would come back",
      ])
    #expect(dry.lines.first?.names.hasSuffix("Name 10 and 2 more") == true)
    let done = RewindScreen(plan: many, isDone: true, timeZone: utc)
    #expect(done.heading == "Rewound to 2026-11-26 12:00.")
    #expect(done.lines.last?.sentence == "1 contact deleted since came back")
    let one = plan(reverted: ["Ada"])
    #expect(
      RewindScreen(plan: one, isDone: true).lines.map(\.sentence) == [
        "1 contact changed since was put back as it was"
      ])
    let cards = RewindPlan(
      date: noon, removed: .init(count: 0, names: []), restored: .init(count: 0, names: []),
      reverted: .init(count: 0, names: []),
      groupCards: .init(count: 2, names: ["Family", "Friends"]),
      newGroupCards: .init(count: 1, names: ["Poets"]))
    let rewound = RewindScreen(plan: cards, isDone: true, timeZone: utc)
    #expect(rewound.notice == nil, "group cards alone are something to rewind")
    #expect(
      rewound.lines.map { "\($0.sentence): \($0.names)" } == [
        "1 group card added since was removed: Poets",
        "2 group cards changed since were put back as they were: Family, Friends",
      ])
    #expect(
      RewindScreen(plan: cards, isDone: false).lines.first?.sentence
        == "1 group card added since would be removed")
    let none = plan()
    #expect(
      RewindScreen(plan: none, isDone: false, timeZone: utc).notice
        == "Nothing changed since 2026-11-26 12:00: there is nothing to rewind.")
  }

  @Test(arguments: [
    ("2026-11-26 11:30", 1_795_692_600.0), ("2026-11-26T11:30", 1_795_692_600),
    ("2026-11-26T11:30:00Z", 1_795_692_600), ("2026-11-26T12:30:00+01:00", 1_795_692_600),
    ("30 minutes ago", 1_795_692_600), ("1 hour ago", 1_795_690_800),
    ("2 days ago", 1_795_521_600), (" 1 Hour Ago ", 1_795_690_800),
  ])
  func aRewindTimeIsReadAsLocalTimeIsoOrAWhileAgo(_ text: String, _ seconds: Double) throws {
    #expect(
      try RewindTime.date(from: text, now: noon, timeZone: utc)
        == Date(timeIntervalSince1970: seconds))
  }

  @Test(arguments: [
    ("yesterday", "“yesterday” is not a time; write it as "),
    ("2026-13-01 10:00", "“2026-13-01 10:00” is not a time; write it as "),
    ("2026-11-26 12:01", "2026-11-26 12:01 is in the future; a rewind goes back to a time"),
    ("-1 hours ago", "“-1 hours ago” is not a time"),
  ])
  func anythingElseOrAFutureTimeIsRefusedWithASentence(_ text: String, _ start: String) {
    #expect {
      try RewindTime.date(from: text, now: noon, timeZone: utc)
    } throws: { error in
      (error as? RewindTime.Refusal)?.message.hasPrefix(start) == true
    }
  }
}
