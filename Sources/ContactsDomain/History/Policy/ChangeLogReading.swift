import Foundation

/// What undo and rewind read of a store's change log: the narrow port their rules
/// (`UndoStep`, `RewindTargets`) are decided over, in Swift, once for every store. A store
/// answers it inside the transaction that then writes the plan (`ChangeLogWriting`).
///
/// A change is named by its id; the contacts it touched by theirs, never by a range of ids.
public protocol ChangeLogReading {
  /// The stamps the change `change` gave (`ChangeTrackedRepository.changeStamp`): one range,
  /// since a store takes stamps under its one write lock; empty when it gave none.
  func stamps(of change: Int64) throws -> Range<Int64>

  /// Each contact the change `change` touched: how it found it and where it is now. A change
  /// that added many contacts (an import, a sync) may list them here too, or in `added(by:)`.
  func touched(by change: Int64) throws -> [TouchedContact]

  /// The contacts the change `change` added without keeping a version of each (an import's,
  /// a sync's), with where each is now; those deleted for good are left out.
  func added(by change: Int64) throws -> [TouchedContact]

  /// The stamp whose content an undo or a restore put back when it gave the contact `id` the
  /// stamp `stamp`; nil when the stamp was not given so.
  func sameAs(_ id: Contact.ID, stamp: Int64) throws -> Int64?

  /// Each group card the change `change` wrote, as it found it and is now.
  func groupCards(touchedBy change: Int64) throws -> [TouchedGroupCard]

  /// The changes kept after `date`, the oldest first.
  func changes(after date: Date) throws -> [Int64]

  /// Whether the contact `id`, in the list, holds what the change `change` found (its
  /// details and its photo).
  func isAsFound(_ id: Contact.ID, by change: Int64) throws -> Bool

  /// The list order and name of the contact `id`: as the change `change` found it, or when
  /// `change` is nil, as it is in the list; nil when there is none such.
  func shown(_ id: Contact.ID, asFoundBy change: Int64?) throws -> ShownContact?

  /// How far back history reaches (`HistoryReach`).
  func reach() throws -> HistoryReach

  /// Whether every contact the book holds (in the list or in Recently deleted) was added by a
  /// change its history logged: none was there before history began.
  func everyContactLogged() throws -> Bool
}

/// A contact as a list shows it: its sort key (the list's order) and its name.
public struct ShownContact: Hashable, Sendable {
  public let sortKey: String
  public let name: String

  public init(sortKey: String, name: String) {
    self.sortKey = sortKey
    self.name = name
  }
}
