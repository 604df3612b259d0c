import ContactsDomain
import Foundation

// History, passed on to the store counted.
extension CountingContacts {
  func history(of id: Contact.ID, limit: Int) async throws -> ContactHistory {
    try await base.history(of: id, limit: limit)
  }

  func revert(id: Contact.ID, to number: Int) async throws -> Contact {
    try await base.revert(id: id, to: number)
  }

  func rewindPlan(to date: Date) async throws -> RewindPlan {
    try await base.rewindPlan(to: date)
  }

  func rewind(to date: Date) async throws -> RewindPlan { try await base.rewind(to: date) }
}
