import ContactsDomain
import Foundation

// Recently deleted and undo, kept in memory for the front ends' tests (the complete reference
// is `ReferenceStore`). A deleted contact keeps its photo (in `photos`) until deleted for good.
extension RepositorySpy {
  public func applySync(
    _ saves: [ContactImport], deleting deletions: [Contact.ID], storing groupCards: [GroupCard],
    removingGroupCards removals: [String], in run: SyncRun
  ) async throws {
    try record(.applySync(saves, deleting: deletions))
    _ = try merge(saves, as: .sync)
    for id in deletions where contacts.contains(where: { $0.id == id }) {
      _ = try moveToTrash(id)
    }
  }

  public func deletedContacts(limit: Int) async throws -> [DeletedContact] {
    try record(.deleted(limit: limit))
    return Array(trashed.reversed().prefix(limit))
  }

  public func restore(id: Contact.ID) async throws -> Contact {
    try record(.restore(id))
    return try restoreFromTrash(id)
  }

  public func deleteForever(id: Contact.ID) async throws -> String {
    try record(.deleteForever(id))
    photos[id] = nil
    versions[id] = nil
    if let index = contacts.firstIndex(where: { $0.id == id }) {
      return contacts.remove(at: index).fullName
    }
    guard let contact = trashedContacts.removeValue(forKey: id) else {
      throw ContactStoreError.notFound(id)
    }
    trashed.removeAll { $0.id == id }
    return contact.fullName
  }

  public func keepDeletedDays() async throws -> Int {
    try record(.keepDays(nil))
    return keepDays
  }

  public func setKeepDeletedDays(_ days: Int) async throws {
    try record(.keepDays(days))
    keepDays = days
  }

  public func lastChange() async throws -> UndoableChange? {
    try record(.lastChange)
    return lastEdit?.change
  }

  public func undo(_ change: UndoableChange.ID?) async throws -> UndoOutcome {
    try record(.undo(change))
    guard let last = lastEdit else { throw ContactStoreError.nothingToUndo }
    guard change == nil || change == last.change.id else {
      throw ContactStoreError.notTheLastChange
    }
    lastEdit = nil
    var contact: Contact?
    switch last.change.kind {
    case .add:
      guard let id = last.change.contactID, contacts.contains(where: { $0 == last.after }) else {
        break
      }
      _ = try moveToTrash(id)
      return UndoOutcome(
        change: last.change, putBack: 0, removed: 1, keptCount: 0, kept: [], contact: nil)
    case .delete:
      if trashedContacts[last.change.contactID ?? 0] != nil {
        contact = try restoreFromTrash(last.change.contactID ?? 0)
      }
    default:
      if let index = contacts.firstIndex(where: { $0 == last.after }), let before = last.before {
        keepVersion(of: contacts[index], replacedBy: .undo)
        contacts[index] = before
        contact = before
      }
    }
    return UndoOutcome(
      change: last.change, putBack: contact == nil ? 0 : 1, removed: 0,
      keptCount: contact == nil ? 1 : 0, kept: contact == nil ? [last.change.fullName] : [],
      contact: contact)
  }

  // MARK: - Internal

  func moveToTrash(_ id: Contact.ID) throws(ContactStoreError) -> Contact {
    let contact = contacts.remove(at: try index(of: id))
    logChange(of: id, before: contact)
    trashedContacts[id] = contact
    trashed.removeAll { $0.id == id }
    trashed.append(
      DeletedContact(id: id, fullName: contact.fullName, deletedAt: Date(), daysLeft: keepDays))
    return contact
  }

  func rememberChange(_ kind: UndoableChange.Kind, before: Contact, after: Contact?) {
    let id = (lastEdit?.change.id ?? 0) + 1
    lastEdit = (
      UndoableChange(id: id, kind: kind, contactID: before.id, fullName: before.fullName),
      before, after
    )
  }

  private func restoreFromTrash(_ id: Contact.ID) throws -> Contact {
    guard let contact = trashedContacts.removeValue(forKey: id) else {
      throw ContactStoreError.notDeleted(id)
    }
    trashed.removeAll { $0.id == id }
    logChange(of: id, before: nil)
    contacts.append(contact)
    if lastEdit?.change.kind == .delete, lastEdit?.change.contactID == id { lastEdit = nil }
    return contact
  }
}
