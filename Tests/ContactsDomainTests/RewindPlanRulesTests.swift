import ContactsDomain
import Foundation
import Testing

@Suite("Rewind's rules, decided once in the domain over the change log port")
struct RewindPlanRulesTests {
  private let start = Date(timeIntervalSince1970: 1_000_000)

  @Test func aRewindToBeforeTheBookExistedPlansTheEmptyBook() throws {
    let log = ChangeLogFake()
    log.history = HistoryReach(start: start, keptFrom: start - 86_400)
    log.made = [(1, start + 10), (2, start + 20)]
    log.touchedBy[1] = [TouchedContact(id: 1, found: .absent, now: .listed(stamp: 1))]
    log.addedBy[2] = [
      TouchedContact(id: 2, found: .absent, now: .listed(stamp: 2)),
      TouchedContact(id: 9, found: .absent, now: .listed(stamp: 2)),
    ]
    let targets = try RewindTargets(to: start - 3_600, in: log)
    #expect(targets.removed == [1, 2, 9])
    #expect(targets.count == 3)
  }

  @Test func aRewindToBeforeHistoryIsRefusedWhenTheBookHeldContactsThen() throws {
    let log = ChangeLogFake()
    log.history = HistoryReach(start: start, keptFrom: start - 86_400)
    log.everyContactCameByAChange = false
    #expect(throws: ContactStoreError.beforeHistory(reach: start)) {
      try RewindTargets(to: start - 3_600, in: log)
    }
  }

  @Test func aRewindPutsEachContactBackAsTheEarliestChangeAfterTheTimeFoundIt() throws {
    let log = ChangeLogFake()
    log.made = [(1, start), (2, start + 10), (3, start + 20)]
    log.touchedBy[1] = [TouchedContact(id: 5, found: .listed, now: .listed(stamp: 7))]
    log.touchedBy[2] = [TouchedContact(id: 5, found: .listed, now: .listed(stamp: 7))]
    log.touchedBy[3] = [
      TouchedContact(id: 5, found: .listed, now: .listed(stamp: 7)),
      TouchedContact(id: 6, found: .trashedByIt, now: .trashed),
      TouchedContact(id: 7, found: .listed, now: .listed(stamp: 8)),
    ]
    log.asFound = [7]
    let targets = try RewindTargets(to: start + 5, in: log)
    #expect(targets.reverted.map { [$0.id, $0.change] } == [[5, 2]])
    #expect(targets.restored.map { [$0.id, $0.change] } == [[6, 3]])
    try targets.apply(to: log)
    #expect(
      log.writes == ["put back 6 as change 3 found it", "put back 5 as change 2 found it"])
  }

  @Test func aRewindNamesGroupCardsChangedAndAddedSince() throws {
    let log = ChangeLogFake()
    log.made = [(1, start + 10)]
    log.cardsBy[1] = [
      TouchedGroupCard(
        uid: "a", name: "Family", existedBefore: true, isAsLeft: true, isAsFound: false),
      TouchedGroupCard(
        uid: "b", name: "Chess", existedBefore: false, isAsLeft: true, isAsFound: false),
      TouchedGroupCard(
        uid: "c", name: "Work", existedBefore: true, isAsLeft: false, isAsFound: true),
    ]
    let plan = try RewindTargets(to: start, in: log).plan(in: log)
    #expect(plan.groupCards == RewindPlan.Contacts(count: 1, names: ["Family"]))
    #expect(plan.newGroupCards == RewindPlan.Contacts(count: 1, names: ["Chess"]))
  }
}
