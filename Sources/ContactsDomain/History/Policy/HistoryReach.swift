import Foundation

/// How far back a book's history reaches, and the rule of a rewind to before it.
public struct HistoryReach: Hashable, Sendable {
  /// When history began (the book was made, or first logged its changes).
  public let start: Date
  /// The oldest time still kept: changes before it are deleted for good.
  public let keptFrom: Date

  public init(start: Date, keptFrom: Date) {
    self.start = start
    self.keptFrom = keptFrom
  }

  /// The time history reaches back to: when it began, or its keeping time.
  public var date: Date { max(start, keptFrom) }

  /// Checks that the book can be put back as it was at `date`: within history, or before the
  /// book existed — then it was empty, when history began within its keeping time and every
  /// contact came by a logged change (`everyContactLogged`, asked only then). Throws
  /// `beforeHistory` otherwise.
  public func check(_ date: Date, everyContactLogged: () throws -> Bool) throws {
    guard date < self.date else { return }
    guard date < start, start >= keptFrom, try everyContactLogged() else {
      throw ContactStoreError.beforeHistory(reach: self.date)
    }
  }
}
