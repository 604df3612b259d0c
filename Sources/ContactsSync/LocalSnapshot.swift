import ContactsDomain

/// The local contacts and group cards a sync compares, by UID.
struct LocalSnapshot {
  var cards: [String: LocalCard] = [:]

  /// The contacts changed since `stamp` (every contact when nil), window after window.
  static func read(_ contacts: any ChangeTrackedRepository, changedAfter stamp: Int64?)
    async throws -> LocalSnapshot
  {
    var snapshot = LocalSnapshot()
    var position = stamp.map(StampedContact.Position.after) ?? .start
    while true {
      let window = try await contacts.stampedContacts(
        after: position, limit: PageRequest.maximumLimit)
      guard let last = window.last else { break }
      snapshot.add(window)
      position = last.position
    }
    return snapshot
  }

  /// Adds `contacts`, replacing any with the same UID.
  mutating func add(_ contacts: [StampedContact]) {
    for stamped in contacts {
      let card = ComparedCard(stamped.export)
      cards[stamped.export.uid] = LocalCard(
        id: stamped.export.contact.id, card: card, digest: card.digest, stamp: stamped.stamp)
    }
  }

  /// Adds the group cards of `contacts`: all of them, every sync, as they carry no change
  /// stamp (a book holds few). One whose UID a contact has is left out: the contact is synced.
  mutating func addGroupCards(of contacts: any ChangeTrackedRepository) async throws {
    for group in try await contacts.groupCards() where cards[group.uid] == nil {
      let card = ComparedCard(group)
      cards[group.uid] = LocalCard(id: nil, card: card, digest: card.digest, stamp: .max)
    }
  }
}
