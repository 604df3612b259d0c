import Foundation

/// A contact in Recently deleted: what its row shows, and the id it gets back when restored.
public struct DeletedContact: Identifiable, Hashable, Sendable {
  /// The id the contact had, and has again once restored: ids are never reused.
  public let id: Contact.ID
  /// The name it was shown by.
  public let fullName: String
  /// When it was deleted.
  public let deletedAt: Date
  /// Days before it is deleted for good, counted up: 30 just after, 1 on its last day.
  public let daysLeft: Int

  public init(id: Contact.ID, fullName: String, deletedAt: Date, daysLeft: Int) {
    self.id = id
    self.fullName = fullName
    self.deletedAt = deletedAt
    self.daysLeft = daysLeft
  }
}
