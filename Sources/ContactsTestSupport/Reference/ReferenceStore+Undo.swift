import ContactsDomain
import Foundation

// Undo over the change log: which change is offered is the store's; what its undo puts back,
// trashes and keeps is the domain's (`UndoRun`), planned over `ReferenceChangeLog`.
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
    let ids = run.reversed().map { book.changes[$0].id }
    journal.begin(.undo)
    let undone = try UndoRun(ids, in: ReferenceChangeLog(journal: journal)) { id in
      if let index = book.changes.lastIndex(where: { $0.id == id }) {
        book.changes[index].undone = true
      }
    }
    journal.end(name: last.fullName, count: undone.putBack + undone.removed)
    return UndoOutcome(
      change: last, putBack: undone.putBack, removed: undone.removed,
      keptCount: undone.kept.count, kept: undone.keptNames,
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
