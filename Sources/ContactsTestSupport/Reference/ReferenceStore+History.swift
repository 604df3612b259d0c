import ContactsDomain
import Foundation

// History and revert over the versions kept; rewind planned by the domain (`RewindTargets`)
// over the change log port (`ReferenceChangeLog`).
extension ReferenceStore {
  public func history(of id: Contact.ID, limit: Int) async throws -> ContactHistory {
    _ = try card(id)
    let kept = book.versions[id] ?? []
    let versions = kept.enumerated().reversed().prefix(max(0, limit)).map { offset, version in
      ContactVersion(
        number: offset + 1, replacedAt: version.at, replacedBy: version.replacedBy,
        contact: version.card.contact)
    }
    return ContactHistory(total: kept.count, versions: versions)
  }

  public func revert(id: Contact.ID, to number: Int) async throws -> Contact {
    let current = try card(id)
    let kept = book.versions[id] ?? []
    guard kept.indices.contains(number - 1) else { throw ContactStoreError.notFound(id) }
    let version = kept[number - 1].card
    journal.begin(.undoable(.revert))
    journal.put(id, .live(version), replacedBy: .revert)
    journal.end(name: current.contact.fullName, count: 1)
    return shown(version)
  }

  public func rewindPlan(to date: Date) async throws -> RewindPlan {
    let changeLog = ReferenceChangeLog(journal: journal, replacedBy: .rewind)
    return try RewindTargets(to: date, in: changeLog).plan(in: changeLog)
  }

  public func rewind(to date: Date) async throws -> RewindPlan {
    let changeLog = ReferenceChangeLog(journal: journal, replacedBy: .rewind)
    let targets = try RewindTargets(to: date, in: changeLog)
    let plan = try targets.plan(in: changeLog)
    journal.begin(.undoable(.rewind))
    try targets.apply(to: changeLog)
    journal.end(name: ContactStoreError.sentence(date), count: targets.count)
    return plan
  }
}
