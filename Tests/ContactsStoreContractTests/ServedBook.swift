import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

/// What the served-book contract's tests share: cards as a client PUTs them, and whole
/// listings read window by window.
enum ServedBook {
  /// A card with `uid` for "First Last", as a client's PUT is read.
  static func card(_ uid: String, _ fullName: String) throws -> ContactImport {
    ContactImport(uid: uid, draft: try ContractBook.draft(fullName))
  }

  /// The bytes a client PUT `fullName`'s card as (`variant` tells two apart).
  static func body(_ uid: String, _ fullName: String, variant: String = "") -> Data {
    Data(
      "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:\(uid)\r\nFN:\(fullName)\r\n\(variant)END:VCARD\r\n".utf8)
  }

  /// PUTs `fullName`'s card with `uid` at `name` as a new card.
  @discardableResult
  static func put(
    _ uid: String, _ fullName: String, at name: String, in book: any ServedAddressBook,
    when condition: ServedCondition = .absent
  ) async throws -> ServedWrite {
    try await book.put(
      try card(uid, fullName), body: body(uid, fullName), named: name, when: condition)
  }

  /// Every entry, read `window` at a time.
  static func entries(of book: any ServedAddressBook, window: Int = 1000) async throws
    -> [ServedEntry]
  {
    var all: [ServedEntry] = []
    while true {
      let next = try await book.servedEntries(after: all.last?.name, limit: window)
      all += next
      if next.count < window { return all }
    }
  }

  /// Every change since `state`, read `window` at a time.
  static func changes(
    of book: any ServedAddressBook, since state: ServedState, window: Int = 1000
  ) async throws -> [ServedChange] {
    var all: [ServedChange] = []
    while true {
      let next = try await book.servedChanges(
        since: state, after: all.last?.position, limit: window)
      all += next
      if next.count < window { return all }
    }
  }

  /// The entry of the card at `name`.
  static func entry(_ name: String, in book: any ServedAddressBook) async throws -> ServedEntry {
    try #require(try await book.servedCards(named: [name]).first).entry
  }

  /// The entry a write gave.
  static func entry(of write: ServedWrite) -> ServedEntry {
    switch write {
    case .created(let entry), .updated(let entry): entry
    }
  }
}
