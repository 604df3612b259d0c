/// The undo of the change undo offers (`TrashRepository.lastChange`) and the changes of its
/// run (a sync's batches), written step by step through the change log port: each step
/// (`UndoStep`) planned after the one before is written, the latest change first.
public struct UndoRun: Hashable, Sendable {
  /// How many contacts went back as their change found them.
  public private(set) var putBack = 0
  /// How many contacts their change added went to Recently deleted.
  public private(set) var removed = 0
  /// The contacts changed since, kept as they are, as shown when kept.
  public private(set) var kept: [ShownContact] = []

  /// Undoes the changes `run`, the latest first, through `log`; `done` is told each change
  /// once its step is written (the store marks it undone).
  public init(
    _ run: [Int64], in log: some ChangeLogWriting, done: (Int64) throws -> Void
  ) throws {
    for change in run {
      let step = try UndoStep(undoing: change, in: log)
      for id in step.kept {
        kept.append(
          try log.shown(id, asFoundBy: nil) ?? log.shown(id, asFoundBy: change)
            ?? ShownContact(sortKey: "", name: "contact \(id)"))
      }
      try step.apply(to: log)
      putBack += step.putBack.count
      removed += step.trash.count
      try done(change)
    }
  }

  /// The names of the first contacts kept (`UndoOutcome.namesShown`), in list order.
  public var keptNames: [String] {
    kept.sorted { $0.sortKey < $1.sortKey }.prefix(UndoOutcome.namesShown).map(\.name)
  }
}
