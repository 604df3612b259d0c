import ContactsDomain

/// Every local contact as sync compares it, by UID.
struct LocalSnapshot {
  var cards: [String: LocalCard] = [:]

  /// Reads the address book window after window, all from one snapshot.
  static func read(_ contacts: any ContactRepository) async throws -> LocalSnapshot {
    var snapshot = LocalSnapshot()
    let reader = try await contacts.exportSnapshot()
    var position: ContactPosition?
    while true {
      let window = try await reader.exportContacts(
        after: position, limit: PageRequest.maximumLimit)
      guard let last = window.last else { break }
      for export in window {
        let card = SyncCard(export)
        snapshot.cards[export.uid] = LocalCard(
          id: export.contact.id, card: card, digest: card.digest)
      }
      position = last.contact.position
    }
    return snapshot
  }
}
