import ContactsDomain
import Foundation

// Undo over the change log: each contact a change touched that is still as the change left it
// goes back to what it was before (one it added goes to Recently deleted); every other is
// kept as it is, and named. So does each group card it wrote, unnamed.
extension ReferenceStore {
  public func lastChange() async throws -> UndoableChange? {
    guard let (change, run) = offered() else { return nil }
    guard case .undoable(let kind) = change.kind else { return nil }
    return UndoableChange(
      id: change.id, kind: kind, contactID: change.contactID, fullName: change.name,
      count: run.map { book.changes[$0].count }.reduce(0, +))
  }

  public func undo(_ expected: UndoableChange.ID?) async throws -> UndoOutcome {
    guard let last = try await lastChange(), let (_, run) = offered() else {
      throw ContactStoreError.nothingToUndo
    }
    guard expected == nil || expected == last.id else { throw ContactStoreError.notTheLastChange }
    begin(.undo)
    var tally = (putBack: 0, removed: 0, kept: [Contact]())
    for index in run.reversed() {
      let change = book.changes[index]
      for id in change.touched {
        guard let before = change.before[id], let after = change.after[id] else { continue }
        let now = book.place(of: id)
        guard now == after else {
          if case .trashed = after, case .live = now { continue }  // restored since
          if let shown = now ?? before { tally.kept.append(shown.card.contact) }
          continue
        }
        switch (before, now) {
        case (.live(let card)?, _):
          put(id, .live(card), replacedBy: .undo)
          tally.putBack += 1
        case (_, .live(let card)?):
          put(id, .trashed(card))
          tally.removed += 1
        default:
          continue
        }
      }
      undoCards(of: change)
      book.changes[index].undone = true
    }
    end(name: last.fullName, count: tally.putBack + tally.removed)
    let kept = tally.kept.sorted { $0.position < $1.position }
    return UndoOutcome(
      change: last, putBack: tally.putBack, removed: tally.removed, keptCount: kept.count,
      kept: kept.prefix(UndoOutcome.namesShown).map(\.fullName),
      contact: last.contactID.flatMap { book.live[$0].map(shown) })
  }

  /// The change undo takes back (the latest not undone, but an undo or a restore) and the
  /// indices of every change of its run (a sync's batches), the oldest first.
  private func offered() -> (ReferenceChange, [Int])? {
    guard
      let index = book.changes.lastIndex(where: {
        if case .undoable = $0.kind { return !$0.undone } else { return false }
      })
    else { return nil }
    let change = book.changes[index]
    guard let key = change.runKey else { return (change, [index]) }
    return (
      change,
      book.changes.indices.filter { book.changes[$0].runKey == key && !book.changes[$0].undone }
    )
  }
}
