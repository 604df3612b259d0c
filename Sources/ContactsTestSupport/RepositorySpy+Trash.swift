import ContactsDomain
import Foundation

// Recently deleted and undo, kept in memory: the reference the store's tables are checked
// against. A deleted contact keeps its photo (in `photos`) until deleted for good.
extension RepositorySpy {
  public func trash(_ ids: [Contact.ID]) async throws -> Int {
    try record(.trash(ids))
    let present = ids.filter { id in contacts.contains { $0.id == id } }
    for id in present { _ = try moveToTrash(id) }
    return present.count
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

  public func undo(_ change: UndoableChange.ID?) async throws -> (UndoableChange, Contact) {
    try record(.undo(change))
    guard let last = lastEdit else { throw ContactStoreError.nothingToUndo }
    guard change == nil || change == last.change.id else {
      throw ContactStoreError.notTheLastChange
    }
    let contact: Contact
    switch last.change.kind {
    case .delete:
      guard trashedContacts[last.change.contactID] != nil else {
        throw ContactStoreError.changedSince(last.change.fullName)
      }
      contact = try restoreFromTrash(last.change.contactID)
    case .edit:
      guard let index = contacts.firstIndex(where: { $0 == last.after }), let before = last.before
      else { throw ContactStoreError.changedSince(last.change.fullName) }
      keepVersion(of: contacts[index], replacedBy: .undo)
      contacts[index] = before
      contact = before
    }
    lastEdit = nil
    return (last.change, contact)
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
