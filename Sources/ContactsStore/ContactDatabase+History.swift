import ContactsDomain
import Foundation
import GRDB

extension ContactDatabase {
  public func history(of id: Contact.ID, limit: Int) async throws -> ContactHistory {
    try await read { db in try HistoryQueries.history(of: id, limit: limit, in: db) }
  }

  public func revert(id: Contact.ID, to number: Int) async throws -> Contact {
    let now = clock()
    return try await write { db in try HistoryQueries.revert(id, to: number, at: now, in: db) }
  }

  public func rewindPlan(to date: Date) async throws -> RewindPlan {
    let now = clock()
    return try await read { db in
      try RewindQueries.rewind(to: date, now: now, log: nil, in: db)
    }
  }

  public func rewind(to date: Date) async throws -> RewindPlan {
    let now = clock()
    return try await write { db in
      let log = try ChangeLog.begin(.rewind, at: now, in: db)
      let plan = try RewindQueries.rewind(to: date, now: now, log: log, in: db)
      KillPoint.reached(.rewinding)
      try log.end(
        name: ContactStoreError.sentence(date),
        count: plan.removed.count + plan.restored.count + plan.reverted.count)
      return plan
    }
  }
}
