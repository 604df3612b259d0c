import ContactsDomain
import Foundation

// Recently deleted: deleted contacts kept whole, shown while their keeping time lasts.
extension ReferenceStore {
  public func deletedContacts(limit: Int) async throws -> [DeletedContact] {
    let now = clock()
    let keep = Double(book.keepDays) * 86_400
    return book.trash.filter { $0.value.at >= now - keep }
      .sorted { ($0.value.at, $0.key) > ($1.value.at, $1.key) }
      .prefix(max(0, limit))
      .map { id, trashed in
        let left = trashed.at.timeIntervalSince1970 + keep - now.timeIntervalSince1970
        return DeletedContact(
          id: id, fullName: trashed.card.contact.fullName, deletedAt: trashed.at,
          daysLeft: max(1, Int((left / 86_400).rounded(.up))))
      }
  }

  public func restore(id: Contact.ID) async throws -> Contact {
    guard let trashed = book.trash[id] else { throw ContactStoreError.notDeleted(id) }
    if let holder = book.liveID(uid: trashed.card.uid) {
      throw ContactStoreError.uidTaken(name: trashed.card.contact.fullName, by: holder)
    }
    journal.begin(.restore)
    journal.put(id, .live(trashed.card))
    // Back as it was when deleted: a change before its delete finds it unchanged since.
    let delete = book.changes.last {
      if case .trashed? = $0.after[id] ?? nil, case .live? = $0.before[id] ?? nil {
        true
      } else {
        false
      }
    }
    journal.note(id, sameAs: delete?.stampBefore[id])
    journal.end(name: trashed.card.contact.fullName, count: 1)
    // Restoring it undid its deletes.
    for index in book.changes.indices
    where book.changes[index].kind == .undoable(.delete) && book.changes[index].touched == [id] {
      book.changes[index].undone = true
    }
    return shown(trashed.card)
  }

  public func deleteForever(id: Contact.ID) async throws -> String {
    guard let name = book.place(of: id)?.card.contact.fullName else {
      throw ContactStoreError.notFound(id)
    }
    journal.purgeExpired()
    journal.noteServed(id, from: book.place(of: id), to: nil)
    (book.live[id], book.trash[id], book.stamps[id], book.versions[id]) = (nil, nil, nil, nil)
    // Its history is forgotten with it: the changes about it alone, and its part in others.
    let alone: [ReferenceChange.Kind] = [
      .undoable(.add), .undoable(.edit), .undoable(.photo), .undoable(.delete), .restore,
      .undoable(.revert),
    ]
    book.changes.removeAll { alone.contains($0.kind) && $0.touched == [id] }
    for index in book.changes.indices {
      book.changes[index].touched.removeAll { $0 == id }
      (book.changes[index].before[id], book.changes[index].after[id]) = (nil, nil)
    }
    return name
  }

  public func keepDeletedDays() async throws -> Int { book.keepDays }

  public func setKeepDeletedDays(_ days: Int) async throws {
    book.keepDays = days
  }
}
