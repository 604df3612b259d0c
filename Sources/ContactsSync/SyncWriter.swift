import ContactsDomain
import ContactsVCard

/// Carries out a plan's writes: the server's first (again after a 412, from the newer card),
/// then the local ones in one transaction.
struct SyncWriter {
  let remote: any RemoteAddressBook
  let decider: SyncDecider
  let version: VCardVersion
  /// The sync whose local writes are recorded as one change `undo` takes back.
  let run: SyncRun

  /// How many times one href is decided again after the server moved on meanwhile.
  private let attempts = 3

  /// Writes every server change of `plan`, updating its decisions; returns a sentence per card
  /// the server refused (those stay as they were, to be tried again next time).
  func writeRemote(_ plan: inout SyncPlan) async throws -> [String] {
    var notices: [String] = []
    for index in plan.items.indices {
      let item = plan.items[index]
      var tries = 0
      while let write = plan.items[index].decision.remote {
        do {
          let etag = try await perform(write, at: item.href)
          plan.items[index].decision.record?.etag = etag ?? ""
          break
        } catch RemoteError.preconditionFailed where tries < attempts {
          tries += 1
          let fresh = try await remote.cards(at: [item.href]).first
          let side =
            fresh.map {
              RemoteSide.changed(etag: $0.etag, ComparedCard.read($0.data, href: $0.href))
            }
            ?? .removed
          plan.items[index].decision = decider.decide(
            href: item.href, record: item.record, local: item.local, remote: side)
        } catch let error as RemoteError {
          let name = item.local?.card.displayName ?? item.href
          // A full server refuses every card that follows: stop, as a broken connection does.
          if case .refused(_, 507, _) = error { throw ServerFull(contact: name, error: error) }
          guard Self.isAboutOneCard(error) else { throw error }
          notices.append("\(name) not sent, kept here: \(error.message)")
          plan.items[index].decision = .keep(item.record)
        }
      }
    }
    return notices
  }

  /// Saves and deletes (contacts to Recently deleted) the local contacts and group cards
  /// `plan` decided on, in one transaction of `run`; says whether it saved any contact.
  func writeLocal(_ plan: SyncPlan, to contacts: any ContactRepository) async throws -> Bool {
    var saves: [ContactImport] = []
    var deletions: [Contact.ID] = []
    var groupCards: [GroupCard] = []
    var removals: [String] = []
    for item in plan.items {
      switch item.decision.local {
      case .save(let card):
        if let group = card.group {
          groupCards.append(group)
        } else {
          saves.append(try card.contactImport())
        }
      case .delete(let id): deletions.append(id)
      case .deleteGroupCard(let uid): removals.append(uid)
      case nil: break
      }
    }
    if !saves.isEmpty || !deletions.isEmpty || !groupCards.isEmpty || !removals.isEmpty {
      try await contacts.applySync(
        saves, deleting: deletions, storing: groupCards, removingGroupCards: removals, in: run)
    }
    return !saves.isEmpty
  }

  // MARK: - Private

  private func perform(_ write: SyncDecision.RemoteWrite, at href: String) async throws
    -> String?
  {
    switch write {
    case .create(let card):
      return try await remote.put(card.vCard(version: version), at: href, replacing: nil)
    case .update(let card, let etag):
      return try await remote.put(card.vCard(version: version), at: href, replacing: etag)
    case .delete(let etag):
      try await remote.delete(at: href, etag: etag)
      return nil
    }
  }

  /// Errors that refuse one card, not the whole sync.
  private static func isAboutOneCard(_ error: RemoteError) -> Bool {
    switch error {
    case .preconditionFailed, .refused, .forbidden: true
    default: false
    }
  }
}
