import Foundation

/// Which window of the list to read: keyed on the sort order, never on an offset.
public struct PageRequest: Hashable, Sendable {
  public enum Anchor: Hashable, Sendable {
    /// From the start of the list.
    case first
    /// The contacts right after this position.
    case after(ContactPosition)
    /// The contacts right before this position.
    case before(ContactPosition)
    /// A window holding this position, with about half the rows before it: where a contact
    /// just added or renamed is shown in its place.
    case around(ContactPosition)
  }

  /// The default window size.
  public static let defaultLimit = 50
  /// The largest window a request may ask for: every read is bounded.
  public static let maximumLimit = 1000

  public var anchor: Anchor
  public var limit: Int
  /// Only contacts matching this search text (see `SearchText`); blank for all.
  public var query: String
  /// True when the window is shown as names alone (a list printed as text): the repository may
  /// leave out phones and emails, the dearest part of a window to read.
  public var namesOnly: Bool
  /// True when the window is to say where it stands in the list (`ContactPage.place`), which
  /// costs a count: a screen that shows it asks, a command reading window after window does not.
  public var placed: Bool
  /// Only contacts in the group of this name (see `ContactGroup`); nil for every contact.
  public var group: String?

  public init(
    _ anchor: Anchor = .first, limit: Int = defaultLimit, query: String = "",
    namesOnly: Bool = false, placed: Bool = true, group: String? = nil
  ) {
    self.anchor = anchor
    self.limit = min(max(1, limit), Self.maximumLimit)
    self.query = query
    self.namesOnly = namesOnly
    self.placed = placed
    self.group = group
  }

  /// The window that starts at the first name at or after `letter` (an A–Z jump).
  public static func startingAt(_ letter: String, limit: Int = defaultLimit, query: String = "")
    -> PageRequest
  {
    PageRequest(
      .after(ContactPosition(sortKey: ContactSortKey(rawValue: letter.folded), id: .min)),
      limit: limit, query: query)
  }
}

/// One window of the list, in the app's order.
public struct ContactPage: Hashable, Sendable {
  public let contacts: [Contact]
  /// True when contacts come before this window.
  public let hasPrevious: Bool
  /// True when contacts come after this window.
  public let hasNext: Bool
  /// Where the window stands in the whole list; nil for search results, a window with no rows,
  /// or a request that did not ask (`PageRequest.placed`).
  public let place: ListPlace?

  public init(contacts: [Contact], hasPrevious: Bool, hasNext: Bool, place: ListPlace? = nil) {
    self.contacts = contacts
    self.hasPrevious = hasPrevious
    self.hasNext = hasNext
    self.place = place
  }
}

extension ContactPosition {
  /// The position as text for a URL or a command line: base64url of "sortKey NUL id".
  public var cursor: String {
    let base64 = Data((sortKey.rawValue + "\u{0}" + String(id)).utf8).base64EncodedString()
    // Byte by byte: Foundation's `replacingOccurrences` on Linux goes through NSString.
    return String(
      decoding: base64.utf8.compactMap { byte in
        switch byte {
        case UInt8(ascii: "+"): UInt8(ascii: "-")
        case UInt8(ascii: "/"): UInt8(ascii: "_")
        case UInt8(ascii: "="): nil
        default: byte
        }
      }, as: UTF8.self)
  }

  /// The position a `cursor` names; nil when the text is not a cursor.
  public init?(cursor: String) {
    var base64 = String(
      decoding: cursor.utf8.map { byte in
        switch byte {
        case UInt8(ascii: "-"): UInt8(ascii: "+")
        case UInt8(ascii: "_"): UInt8(ascii: "/")
        default: byte
        }
      }, as: UTF8.self)
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    guard let data = Data(base64Encoded: base64), let text = String(data: data, encoding: .utf8),
      let separator = text.lastIndex(of: "\u{0}"),
      let id = Contact.ID(text[text.index(after: separator)...])
    else { return nil }
    self.init(sortKey: ContactSortKey(rawValue: String(text[..<separator])), id: id)
  }
}
