import ContactsDomain
import Foundation

// PLACEHOLDER (session 11): helper `history` replaces this with an in-memory history, the
// reference the store's is checked against. Must not reach a stop.
extension RepositorySpy {
  public func history(of id: Contact.ID, limit: Int) async throws -> ContactHistory {
    throw ContactStoreError.failed("history is not kept yet")
  }

  public func revert(id: Contact.ID, to number: Int) async throws -> Contact {
    throw ContactStoreError.failed("history is not kept yet")
  }

  public func rewindPlan(to date: Date) async throws -> RewindPlan {
    throw ContactStoreError.failed("history is not kept yet")
  }

  public func rewind(to date: Date) async throws -> RewindPlan {
    throw ContactStoreError.failed("history is not kept yet")
  }
}
