import ContactsDomain
import Foundation
import GRDB

/// Rewind in the SQLite store, run inside `ContactDatabase`'s transactions: the plan is the
/// domain's (`RewindTargets`), read and written through `SQLiteChangeLog`.
enum RewindQueries {
  /// What rewinding to `date` changes at `now`; with `log`, changes it, recorded there.
  static func rewind(
    to date: Date, now: Date, log: ChangeLog?, in db: Database
  ) throws -> RewindPlan {
    let changeLog = SQLiteChangeLog(db: db, log: log, now: now)
    let targets = try RewindTargets(to: date, in: changeLog)
    let plan = try targets.plan(in: changeLog)
    if log != nil { try targets.apply(to: changeLog) }
    return plan
  }
}
