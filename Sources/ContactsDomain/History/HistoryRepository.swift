import Foundation

/// The store's history: each contact's earlier versions, and the whole book as it was at a
/// time. What `ContactRepository` adds so a change by mistake can be taken back later than
/// `undo` reaches.
public protocol HistoryRepository: Sendable {
  /// The earlier versions of the contact `id`, up to `limit` of them, the newest first; throws
  /// `notFound` when there is no such contact.
  func history(of id: Contact.ID, limit: Int) async throws -> ContactHistory

  /// Puts version `number` of the contact `id` back (every field, detail and photo it had), as
  /// a change `undo` takes back, and returns the contact as it is now. Throws `notFound` when
  /// there is no such contact or version.
  func revert(id: Contact.ID, to number: Int) async throws -> Contact

  /// What `rewind(to:)` would change, changing nothing.
  ///
  /// Throws `beforeHistory` when `date` is before what history keeps (its keeping time, or when
  /// it began over a book that already had contacts). A book whose history began with the book
  /// itself was empty before: a `date` before it plans the empty book.
  func rewindPlan(to date: Date) async throws -> RewindPlan

  /// Puts every contact back as it was at `date` — those added since to Recently deleted, those
  /// deleted since back, those changed since to the version they had then — in one
  /// transaction, as a change `undo` takes back; returns what it changed.
  func rewind(to date: Date) async throws -> RewindPlan
}
