import Foundation

/// The three lanes a pair of duplicates is found in, surest first.
public enum DuplicateLane: String, CaseIterable, Sendable, Comparable {
  /// The same card once canonicalised: names folded, values sorted.
  case identical
  /// A shared email address or phone number, and names that do not contradict.
  case likely
  /// Names alone, after folding case, accents, spacing, order and common short forms.
  case possible

  public static func < (lhs: DuplicateLane, rhs: DuplicateLane) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}

/// Why two contacts were paired: what they share, which the presentation words.
public enum DuplicateReason: Hashable, Sendable {
  /// Every name and value the same once canonicalised.
  case identicalCard
  /// The same email address, as the first contact writes it.
  case sharedEmail(String)
  /// The same phone number: the first contact's label and the number in international form.
  case sharedPhone(label: String, number: String)
  /// The same names once folded.
  case sameNames
}

/// Two contacts that may be one person, the lane they were found in and why.
public struct DuplicatePair: Hashable, Sendable {
  public let first: Contact
  public let second: Contact
  public let lane: DuplicateLane
  public let reason: DuplicateReason

  public init(first: Contact, second: Contact, lane: DuplicateLane, reason: DuplicateReason) {
    self.first = first
    self.second = second
    self.lane = lane
    self.reason = reason
  }
}

/// Finds contacts that may be one person, in three lanes (see `DuplicateLane`). Candidates come
/// from blocks that share a normalised key (a card, an email, a phone, a folded name), never from
/// all pairs, so a scan grows with the contacts and the size of those blocks. Two contacts that
/// share only a surname share no key and are never proposed.
public struct DuplicateFinder: Sendable {
  /// The region national phone numbers are read in; nil compares them by their digits alone.
  public let region: PhoneRegion?

  public init(region: PhoneRegion?) {
    self.region = region
  }

  /// The pairs among `contacts` in `lanes`, each pair once in its surest lane, ordered by lane
  /// and then by the two ids.
  public func pairs(in contacts: [Contact], lanes: Set<DuplicateLane>) -> [DuplicatePair] {
    let keys = contacts.map { DuplicateKeys($0, region: region) }
    var found: [PairIDs: DuplicatePair] = [:]
    func propose(_ i: Int, _ j: Int, _ lane: DuplicateLane, _ reason: DuplicateReason) {
      let (a, b) = contacts[i].id < contacts[j].id ? (i, j) : (j, i)
      let ids = PairIDs(first: contacts[a].id, second: contacts[b].id)
      if let earlier = found[ids], earlier.lane <= lane { return }
      found[ids] = DuplicatePair(
        first: contacts[a], second: contacts[b], lane: lane, reason: reason)
    }
    func blocks(_ key: (DuplicateKeys) -> [String]) -> [[Int]] {
      var blocks: [String: [Int]] = [:]
      for (index, contactKeys) in keys.enumerated() {
        for value in Set(key(contactKeys)) { blocks[value, default: []].append(index) }
      }
      return blocks.values.filter { $0.count > 1 }
    }
    func eachPair(in block: [Int], _ body: (Int, Int) -> Void) {
      for (offset, i) in block.enumerated() {
        for j in block[(offset + 1)...] { body(i, j) }
      }
    }
    if lanes.contains(.identical) {
      for block in blocks({ [$0.card] }) {
        eachPair(in: block) { i, j in
          if contacts[i].details == contacts[j].details {
            propose(i, j, .identical, .identicalCard)
          }
        }
      }
    }
    if lanes.contains(.likely) {
      for block in blocks({ $0.emails }) {
        eachPair(in: block) { i, j in
          guard keys[i].names.agree(with: keys[j].names) else { return }
          let email = keys[i].emails.firstIndex { keys[j].emails.contains($0) }!
          propose(i, j, .likely, .sharedEmail(contacts[i].emails[email].value))
        }
      }
      for block in blocks({ $0.phones }) {
        eachPair(in: block) { i, j in
          guard keys[i].names.agree(with: keys[j].names) else { return }
          let phone = keys[i].phones.firstIndex { keys[j].phones.contains($0) }!
          let shown = PhoneRegion.international(contacts[i].phones[phone].value, in: region)
          propose(
            i, j, .likely, .sharedPhone(label: contacts[i].phones[phone].label, number: shown))
        }
      }
    }
    if lanes.contains(.possible) {
      for block in blocks({ $0.names.key.map { [$0] } ?? [] }) {
        eachPair(in: block) { i, j in propose(i, j, .possible, .sameNames) }
      }
    }
    return found.values.sorted {
      ($0.lane, $0.first.id, $0.second.id) < ($1.lane, $1.first.id, $1.second.id)
    }
  }
}

/// A pair's two ids, the smaller first.
private struct PairIDs: Hashable {
  let first: Contact.ID
  let second: Contact.ID
}

/// One contact's normalised keys: its canonical card, emails, phones and names.
struct DuplicateKeys {
  let card: String
  /// Addresses lowercased, in the contact's order (so an index finds the value written).
  let emails: [String]
  /// Numbers in E.164 digits, in the contact's order.
  let phones: [String]
  let names: FoldedNames

  init(_ contact: Contact, region: PhoneRegion?) {
    emails = contact.emails.map { DuplicateKeys.email($0.value) }
    phones = contact.phones.map { PhoneRegion.e164Digits($0.value, in: region) }
    names = FoldedNames(first: contact.firstName, last: contact.lastName)
    let plain = [
      FoldedNames.spaced(contact.firstName), FoldedNames.spaced(contact.lastName),
      FoldedNames.spaced(contact.organization), contact.note,
    ]
    card =
      (plain + [emails.sorted().joined(separator: ","), phones.sorted().joined(separator: ",")])
      .joined(separator: "\u{1F}")
  }

  static func email(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespaces).lowercased()
  }
}

/// A contact's first and last names folded (case, accents, spacing) and with common short forms
/// written in full, for comparing names in any order.
struct FoldedNames: Equatable {
  let first: String
  let last: String

  init(first: String, last: String) {
    self.first = ShortNames.fullForm(of: Self.spaced(first))
    self.last = ShortNames.fullForm(of: Self.spaced(last))
  }

  /// Folded, with runs of spaces made one and none at either end.
  static func spaced(_ text: String) -> String {
    text.folded.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// The possible lane's key: both names in either order; nil unless both are given, so a
  /// surname alone never pairs two contacts.
  var key: String? {
    guard !first.isEmpty, !last.isEmpty else { return nil }
    return [first, last].sorted().joined(separator: "\u{1F}")
  }

  /// Whether the names do not contradict: each part the same, or missing on one side; the
  /// parts may be swapped.
  func agree(with other: FoldedNames) -> Bool {
    func same(_ a: String, _ b: String) -> Bool { a.isEmpty || b.isEmpty || a == b }
    let inOrder = same(first, other.first) && same(last, other.last)
    let swapped = same(first, other.last) && same(last, other.first)
    return inOrder || swapped
  }
}
