import ContactsDomain
import Foundation
import Testing

@Suite("Undo's rules, decided once in the domain over the change log port")
struct UndoPlanTests {
  @Test func anUndoPutsBackAContactStillAsTheChangeLeftItAndKeepsOneChangedSince() throws {
    let log = ChangeLogFake()
    log.stampsOf[5] = 10..<12
    log.touchedBy[5] = [
      TouchedContact(id: 1, found: .listed, stampBefore: 3, now: .listed(stamp: 10)),
      TouchedContact(id: 2, found: .listed, stampBefore: 4, now: .listed(stamp: 20)),
    ]
    let step = try UndoStep(undoing: 5, in: log)
    #expect(step.putBack.map(\.id) == [1])
    #expect(step.putBack.map(\.sameAs) == [3])
    #expect(step.kept == [2])
    #expect(step.trash.isEmpty)
  }

  @Test func theUndoOfAnImportTrashesTheContactsItAddedWhateverTheirIds() throws {
    let log = ChangeLogFake()
    log.stampsOf[8] = 40..<41
    // Ids far apart, another change's between them: no range of ids is assumed.
    log.addedBy[8] = [
      TouchedContact(id: 7, found: .absent, now: .listed(stamp: 40)),
      TouchedContact(id: 1_000, found: .absent, now: .listed(stamp: 55)),
      TouchedContact(id: 3, found: .absent, now: .listed(stamp: 40)),
      TouchedContact(id: 12, found: .absent, now: .trashed),
    ]
    let step = try UndoStep(undoing: 8, in: log)
    #expect(step.trash == [7, 3])
    #expect(step.kept == [1_000])
  }

  @Test func aContactTheChangeDeletedComesBackUnlessRestoredOrDeletedForGoodSince() throws {
    let log = ChangeLogFake()
    log.stampsOf[2] = 9..<9
    log.touchedBy[2] = [
      TouchedContact(id: 1, found: .trashedByIt, stampBefore: 4, now: .trashed),
      TouchedContact(id: 2, found: .trashedByIt, stampBefore: 5, now: .listed(stamp: 30)),
      TouchedContact(id: 3, found: .trashedByIt, stampBefore: 6, now: .gone),
    ]
    let step = try UndoStep(undoing: 2, in: log)
    #expect(step.putBack.map(\.id) == [1])
    #expect(step.putBack.map(\.sameAs) == [4])
    #expect(step.kept == [3])
  }

  @Test func aContactAnUndoOrARestorePutBackIsUnchangedSinceTheChangeThatWroteIt() throws {
    let log = ChangeLogFake()
    // Stamp 30 was given by an undo putting back stamp 20's content, which an earlier undo
    // gave putting back stamp 11's: the change that gave 10..<12 wrote it.
    log.sameAs = [30: 20, 20: 11]
    #expect(try ChangedSince.isUnchanged(1, stamp: 30, since: 10..<12, in: log))
    #expect(try !ChangedSince.isUnchanged(1, stamp: 30, since: 12..<15, in: log))
  }

  @Test func aLoopOfPutBackStampsEndsAsChangedSince() throws {
    let log = ChangeLogFake()
    log.sameAs = [30: 20, 20: 30]
    #expect(try !ChangedSince.isUnchanged(1, stamp: 30, since: 10..<12, in: log))
  }

  @Test func anUndoPutsBackOnlyTheGroupCardsStillAsTheChangeLeftThem() throws {
    let log = ChangeLogFake()
    log.cardsBy[4] = [
      TouchedGroupCard(
        uid: "family", name: "Family", existedBefore: true, isAsLeft: true, isAsFound: false),
      TouchedGroupCard(
        uid: "work", name: "Work", existedBefore: false, isAsLeft: false, isAsFound: false),
    ]
    #expect(try UndoStep(undoing: 4, in: log).groupCards == ["family"])
  }

  @Test func oneActionIsOneStepAndASyncsBatchesAreUndoneTheLatestFirst() throws {
    let log = ChangeLogFake()
    log.stampsOf = [6: 20..<21, 7: 21..<22]
    log.addedBy[6] = [TouchedContact(id: 1, found: .absent, now: .listed(stamp: 20))]
    log.addedBy[7] = [TouchedContact(id: 2, found: .absent, now: .listed(stamp: 21))]
    var done: [Int64] = []
    let run = try UndoRun([7, 6], in: log) { done.append($0) }
    #expect(done == [7, 6])
    #expect(log.writes == ["trash [2]", "trash [1]"])
    #expect(run.removed == 2)
    #expect(run.putBack == 0)
  }

  @Test func theContactsKeptAreNamedInListOrder() throws {
    let log = ChangeLogFake()
    log.stampsOf[1] = 1..<3
    log.touchedBy[1] = [
      TouchedContact(id: 1, found: .listed, stampBefore: 0, now: .listed(stamp: 9)),
      TouchedContact(id: 2, found: .listed, stampBefore: 0, now: .listed(stamp: 8)),
    ]
    log.names = [1: "Zoe Adams", 2: "Ada Lovelace"]
    let run = try UndoRun([1], in: log) { _ in }
    #expect(run.keptNames == ["Ada Lovelace", "Zoe Adams"])
    #expect(log.writes.isEmpty)
  }
}
