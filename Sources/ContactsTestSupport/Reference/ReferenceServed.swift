import ContactsDomain
import Foundation

/// What the reference store keeps to serve its book (`ServedAddressBook`): the body each card
/// a client PUT came with, the names deleted since (each with its own stamp), and up to which
/// stamp deletions were forgotten (`ServedTokenRule`); the names group cards were PUT at, and
/// the group cards gone (never forgotten, as in SQLite).
struct ReferenceServed: Sendable {
  /// A card a client PUT: its name, its body, and the stamp its contact had then (the body
  /// is served while the contact keeps that stamp).
  struct Body: Sendable {
    let name: String
    let data: Data
    var stamp: Int64
  }

  /// A contact that left the list at `stamp`: the name it was served at went then.
  struct Deletion: Sendable {
    let id: Contact.ID
    let name: String
    let stamp: Int64
  }

  /// A group card that went at `stamp`: the name it was served at went then.
  struct GroupDeletion: Sendable {
    let place: Int64
    let name: String
    let stamp: Int64
  }

  /// The book's epoch: the reference store keeps no backups, so it never starts another.
  let epoch = UUID().uuidString.lowercased()
  var bodies: [Contact.ID: Body] = [:]
  var deletions: [Deletion] = []
  var forgotten: Int64 = 0
  /// The name each group card a client PUT is served at, by uid (kept after it went).
  var groupNames: [String: String] = [:]
  var groupDeletions: [GroupDeletion] = []
  /// What the book is called where it is served; nil when nothing is set.
  var displayName: String?

  /// The name the contact `id` with `uid` is served at.
  func name(of id: Contact.ID, uid: String) -> String {
    bodies[id]?.name ?? ServedName.forUID(uid)
  }

  /// Notes that the contact `id` with `uid` left the list at `stamp`.
  mutating func noteDeleted(_ id: Contact.ID, uid: String, stamp: Int64) {
    deletions.append(Deletion(id: id, name: name(of: id, uid: uid), stamp: stamp))
  }

  /// Forgets the deletions of the contact `id`, gone for good: a token from before them
  /// cannot be answered any more.
  mutating func forget(_ id: Contact.ID) {
    for deletion in deletions where deletion.id == id {
      forgotten = max(forgotten, deletion.stamp)
    }
    deletions.removeAll { $0.id == id }
  }

  /// Keeps `data` as the body of the contact `id` at `name`, stamped `stamp`; another card
  /// kept at that name (deleted since) goes back to its uid's name.
  mutating func keep(_ data: Data, of id: Contact.ID, named name: String, stamp: Int64) {
    for (other, body) in bodies where body.name == name && other != id { bodies[other] = nil }
    for (uid, kept) in groupNames where kept == name { groupNames[uid] = nil }
    bodies[id] = Body(name: name, data: data, stamp: stamp)
  }

  /// Serves the group card `uid` at `name`; a card gone that was served there (a contact or a
  /// group card) gives the name up.
  mutating func keepGroup(_ uid: String, named name: String) {
    for (other, kept) in groupNames where kept == name && other != uid { groupNames[other] = nil }
    for (id, body) in bodies where body.name == name { bodies[id] = nil }
    groupNames[uid] = name
  }
}
