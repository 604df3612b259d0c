import ContactsDomain
import Foundation

/// A change log written as plain data, for the planner's tests: what each change touched and
/// what is now, and every write the plans make, in order.
final class ChangeLogFake: ChangeLogWriting {
  var stampsOf: [Int64: Range<Int64>] = [:]
  var touchedBy: [Int64: [TouchedContact]] = [:]
  var addedBy: [Int64: [TouchedContact]] = [:]
  /// `sameAs[stamp]`: the stamp whose content an undo put back giving `stamp`.
  var sameAs: [Int64: Int64] = [:]
  var cardsBy: [Int64: [TouchedGroupCard]] = [:]
  /// Each change and when it was made, the oldest first.
  var made: [(change: Int64, at: Date)] = []
  var asFound: Set<Contact.ID> = []
  var names: [Contact.ID: String] = [:]
  var history = HistoryReach(start: .distantPast, keptFrom: .distantPast)
  var everyContactCameByAChange = true
  /// The writes made, in order, as sentences.
  private(set) var writes: [String] = []

  func stamps(of change: Int64) throws -> Range<Int64> { stampsOf[change] ?? 0..<0 }
  func touched(by change: Int64) throws -> [TouchedContact] { touchedBy[change] ?? [] }
  func added(by change: Int64) throws -> [TouchedContact] { addedBy[change] ?? [] }
  func sameAs(_ id: Contact.ID, stamp: Int64) throws -> Int64? { sameAs[stamp] }
  func groupCards(touchedBy change: Int64) throws -> [TouchedGroupCard] { cardsBy[change] ?? [] }
  func changes(after date: Date) throws -> [Int64] { made.filter { $0.at > date }.map(\.change) }
  func isAsFound(_ id: Contact.ID, by change: Int64) throws -> Bool { asFound.contains(id) }
  func reach() throws -> HistoryReach { history }
  func everyContactLogged() throws -> Bool { everyContactCameByAChange }

  func shown(_ id: Contact.ID, asFoundBy change: Int64?) throws -> ShownContact? {
    names[id].map { ShownContact(sortKey: $0.lowercased(), name: $0) }
  }

  func putBack(_ id: Contact.ID, asFoundBy change: Int64, sameAs: Int64?) throws {
    writes.append("put back \(id) as change \(change) found it")
  }

  func trash(_ ids: [Contact.ID]) throws {
    if !ids.isEmpty { writes.append("trash \(ids)") }
  }

  func putBackGroupCard(_ uid: String, asFoundBy change: Int64) throws {
    writes.append("put back card \(uid) as change \(change) found it")
  }
}
