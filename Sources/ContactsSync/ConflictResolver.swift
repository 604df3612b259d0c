import ContactsDomain

/// Settles a conflict the user looked at: keep the local value, or take the server's (which
/// the next sync then sends back, as any local edit).
public struct ConflictResolver: Sendable {
  /// Which value of a conflicting field to keep.
  public typealias Choice = SyncConflict.Choice

  let contacts: any ChangeTrackedRepository
  let ledger: any SyncLedger

  public init(contacts: any ChangeTrackedRepository, ledger: any SyncLedger) {
    self.contacts = contacts
    self.ledger = ledger
  }

  /// Keeps `choice` for the conflict `id` and forgets the conflict; returns it.
  @discardableResult
  public func resolve(_ id: Int64, keep choice: Choice) async throws -> SyncConflict {
    guard let conflict = try await ledger.conflicts(account: nil).first(where: { $0.id == id })
    else { throw SyncLedgerError.noConflict(id) }
    if choice == .server, let field = SyncFields.field(conflict.field) {
      // A contact deleted since keeps nothing to set: the conflict simply goes.
      if let contact = try await contacts.stampedContacts(uids: [conflict.uid]).first {
        var card = ComparedCard(contact.export)
        field.set(conflict.server, &card)
        try await contacts.applySync(
          [try card.contactImport()], deleting: [], in: SyncRun(account: conflict.account))
      }
    }
    return try await ledger.removeConflict(id: id)
  }
}
