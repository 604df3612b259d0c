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

/// A key shared by more contacts than a finder compares pairwise: none of them was paired by it.
public struct UncomparedBlock: Hashable, Sendable {
  /// What the contacts share.
  public enum Kind: String, Hashable, Sendable {
    /// The whole card, canonicalised.
    case card
    case email
    case phone
    /// Both names, folded.
    case names
  }

  public let kind: Kind
  /// The shared value as the block's first contact writes it: an email, a phone in
  /// international form, a full name (the card's full name for `card`).
  public let value: String
  /// How many contacts share it.
  public let count: Int

  public init(kind: Kind, value: String, count: Int) {
    self.kind = kind
    self.value = value
    self.count = count
  }
}

/// What a scan found: the pairs, and the keys shared by too many contacts to compare.
public struct DuplicateScan: Hashable, Sendable {
  /// The pairs, each once in its surest lane, ordered by lane and then by the two ids.
  public let pairs: [DuplicatePair]
  /// The keys not compared pairwise, by kind and then by value.
  public let uncompared: [UncomparedBlock]
}

/// Finds contacts that may be one person, in three lanes (see `DuplicateLane`). Candidates come
/// from blocks that share a normalised key (a card, an email, a phone, a folded name), never from
/// all pairs, and a block of more than `largestBlock` contacts (an office switchboard, a common
/// name) is not paired at all but reported, so a scan grows with the contacts, never with the
/// square of a block. Two contacts that share only a surname share no key and are never proposed.
public struct DuplicateFinder: Sendable {
  /// The most contacts one key pairs: 50 contacts make 1,225 pairs to review, already more than
  /// one person's copies; past it the key is a switchboard, a shared inbox or a common name.
  public static let largestBlock = 50

  /// The region national phone numbers are read in; nil compares them by their digits alone.
  public let region: PhoneRegion?
  /// The most contacts one key pairs (see `DuplicateFinder.largestBlock`).
  public let largestBlock: Int

  public init(region: PhoneRegion?, largestBlock: Int = Self.largestBlock) {
    self.region = region
    self.largestBlock = largestBlock
  }

  /// The pairs among `contacts` in `lanes`, each pair once in its surest lane, ordered by lane
  /// and then by the two ids.
  public func pairs(in contacts: [Contact], lanes: Set<DuplicateLane>) -> [DuplicatePair] {
    scan(contacts, lanes: lanes).pairs
  }

  /// The pairs among `contacts` in `lanes` and the keys shared by too many to compare. Holds a
  /// hash and an index per key, not the keys: a block's keys are worked out again when it has
  /// more than one contact.
  public func scan(_ contacts: [Contact], lanes: Set<DuplicateLane>) -> DuplicateScan {
    var kinds: [UncomparedBlock.Kind] = []
    if lanes.contains(.identical) { kinds.append(.card) }
    if lanes.contains(.likely) { kinds += [.email, .phone] }
    if lanes.contains(.possible) { kinds.append(.names) }
    var entries = kinds.map { _ in [BlockEntry]() }
    for (index, contact) in contacts.enumerated() {
      let keys = DuplicateKeys(contact, region: region)
      for (slot, kind) in kinds.enumerated() {
        for value in Set(keys.values(of: kind)) {
          entries[slot].append(BlockEntry(hash: value.hashValue, index: Int32(index)))
        }
      }
    }
    var found: [PairIDs: DuplicatePair] = [:]
    var uncompared: [UncomparedBlock] = []
    for (slot, kind) in kinds.enumerated() {
      entries[slot].sort { ($0.hash, $0.index) < ($1.hash, $1.index) }
      var start = 0
      let sorted = entries[slot]
      while start < sorted.count {
        var end = start + 1
        while end < sorted.count, sorted[end].hash == sorted[start].hash { end += 1 }
        if end - start > 1 {
          let members = sorted[start..<end].map { Int($0.index) }
          let hash = sorted[start].hash
          for block in blocks(of: kind, hashed: hash, among: members, contacts) {
            if block.count > largestBlock {
              uncompared.append(
                UncomparedBlock(
                  kind: kind, value: block.shown(kind, region: region), count: block.count))
            } else {
              for pair in block.pairs(kind, region: region) {
                let ids = PairIDs(first: pair.first.id, second: pair.second.id)
                if let earlier = found[ids], earlier.lane <= pair.lane { continue }
                found[ids] = pair
              }
            }
          }
        }
        start = end
      }
      entries[slot] = []
    }
    return DuplicateScan(
      pairs: found.values.sorted {
        ($0.lane, $0.first.id, $0.second.id) < ($1.lane, $1.first.id, $1.second.id)
      },
      uncompared: uncompared.sorted { ($0.kind.rawValue, $0.value) < ($1.kind.rawValue, $1.value) })
  }

  /// The contacts among `members` (each with a key of `kind` whose hash is `hash`) grouped by
  /// that key itself, in index order; groups of one left out. Only the keys of that hash: a
  /// member's other keys are grouped in their own runs.
  private func blocks(
    of kind: UncomparedBlock.Kind, hashed hash: Int, among members: [Int], _ contacts: [Contact]
  ) -> [Block] {
    var groups: [String: Block] = [:]
    var order: [String] = []
    for index in members {
      let keys = DuplicateKeys(contacts[index], region: region)
      for value in Set(keys.values(of: kind)) where value.hashValue == hash {
        if groups[value] == nil {
          groups[value] = Block(key: value)
          order.append(value)
        }
        groups[value]?.members.append((contacts[index], keys))
      }
    }
    return order.compactMap { groups[$0] }.filter { $0.count > 1 }
  }
}

/// One key's hash and the index of a contact that has it, for finding blocks by sorting.
private struct BlockEntry {
  let hash: Int
  let index: Int32
}

/// The contacts that share one key, with their keys, in index order.
private struct Block {
  let key: String
  var members: [(contact: Contact, keys: DuplicateKeys)] = []

  var count: Int { members.count }

  /// The key as the first contact writes it.
  func shown(_ kind: UncomparedBlock.Kind, region: PhoneRegion?) -> String {
    let (contact, keys) = members[0]
    switch kind {
    case .card, .names: return contact.fullName
    case .email: return contact.emails[keys.emails.firstIndex(of: key)!].value
    case .phone:
      return PhoneRegion.international(
        contact.phones[keys.phones.firstIndex(of: key)!].value, in: region)
    }
  }

  /// The block's pairs in the lane its kind proposes, each with the smaller id first.
  func pairs(_ kind: UncomparedBlock.Kind, region: PhoneRegion?) -> [DuplicatePair] {
    var pairs: [DuplicatePair] = []
    for (offset, (a, aKeys)) in members.enumerated() {
      for (b, bKeys) in members[(offset + 1)...] {
        let reason: DuplicateReason
        let lane: DuplicateLane
        switch kind {
        case .card:
          guard a.details == b.details else { continue }
          (lane, reason) = (.identical, .identicalCard)
        case .email:
          guard aKeys.namesAgree(with: bKeys, sharing: key, of: .email) else { continue }
          let email = aKeys.emails.firstIndex { bKeys.emails.contains($0) }!
          (lane, reason) = (.likely, .sharedEmail(a.emails[email].value))
        case .phone:
          guard aKeys.namesAgree(with: bKeys, sharing: key, of: .phone) else { continue }
          let phone = aKeys.phones.firstIndex { bKeys.phones.contains($0) }!
          let shown = PhoneRegion.international(a.phones[phone].value, in: region)
          (lane, reason) = (.likely, .sharedPhone(label: a.phones[phone].label, number: shown))
        case .names:
          (lane, reason) = (.possible, .sameNames)
        }
        let (first, second) = a.id < b.id ? (a, b) : (b, a)
        pairs.append(DuplicatePair(first: first, second: second, lane: lane, reason: reason))
      }
    }
    return pairs
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
  /// The numbers labelled mobile, in E.164 digits: one person's, not a household's.
  let mobiles: Set<String>
  let birthday: PartialDate?
  let names: FoldedNames

  init(_ contact: Contact, region: PhoneRegion?) {
    emails = contact.emails.map { DuplicateKeys.email($0.value) }
    phones = contact.phones.map { PhoneRegion.e164Digits($0.value, in: region) }
    mobiles = Set(
      zip(contact.phones, phones).filter { $0.0.label.lowercased().contains("mobile") }.map(\.1))
    birthday = contact.details.birthday
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

  /// The keys of `kind` this contact has.
  func values(of kind: UncomparedBlock.Kind) -> [String] {
    switch kind {
    case .card: [card]
    case .email: emails
    case .phone: phones
    case .names: names.key.map { [$0] } ?? []
    }
  }

  /// Whether the names of two contacts that share `key` (an email or a phone) do not
  /// contradict, given what else they share (see `NameEvidence`).
  func namesAgree(with other: Self, sharing key: String, of kind: UncomparedBlock.Kind) -> Bool {
    let evidence: NameEvidence =
      if birthday != nil, birthday == other.birthday {
        .sameBirthday
      } else if kind == .email || mobiles.contains(key) || other.mobiles.contains(key) {
        .personal
      } else {
        .shared
      }
    return names.agree(with: other.names, given: evidence)
  }
}

/// What two contacts share besides a value, which decides how far their names may differ and
/// still be one person's.
enum NameEvidence: Comparable {
  /// A number a household or an office shares (home, work): the first names must be the same,
  /// as Louis and Louise Martin on one landline are two people; the surname may be spelt two
  /// ways (see `NameSpelling`).
  case shared
  /// An email address or a number labelled mobile, one person's: the first name may be spelt
  /// two ways too.
  case personal
  /// The same birthday as well: either name may be spelt two ways however short (Amy / Aym):
  /// two people with one birthday and a number are twins, who are seldom named a letter apart.
  case sameBirthday
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

  /// Whether the names do not contradict: each part the same, missing on one side, or a
  /// spelling of the other as far as `evidence` allows (see `NameEvidence`); the parts may be
  /// swapped, then each is held to the first name's rule.
  func agree(with other: FoldedNames, given evidence: NameEvidence = .shared) -> Bool {
    let anyLength = evidence == .sameBirthday
    func same(_ a: String, _ b: String, variants: Bool) -> Bool {
      a.isEmpty || b.isEmpty || a == b
        || (variants && NameSpelling.variants(a, b, anyLength: anyLength))
    }
    let firstVariants = evidence >= .personal
    let inOrder =
      same(first, other.first, variants: firstVariants) && same(last, other.last, variants: true)
    let swapped =
      same(first, other.last, variants: firstVariants)
      && same(last, other.first, variants: firstVariants)
    return inOrder || swapped
  }
}

/// Two spellings of one name: a typing mistake or a transliteration.
enum NameSpelling {
  /// The fewest letters a name has for one edit to count: below it one letter makes another
  /// name (Ian / Jan, Hall / Hill).
  static let shortestEdited = 5

  /// Whether folded `a` and `b` are one name spelt two ways: the same once spaces are left out
  /// and doubled letters written once (Mc Donald / McDonald, Rebecca / Rebbeca, Phillipa /
  /// Philippa), or one letter added, left out, changed or two neighbours swapped (Jonathon /
  /// Jonathan, Mueller / Muller, Sergei / Sergey, Doyle / Doyel) when both have at least
  /// `shortestEdited` letters or `anyLength`.
  static func variants(_ a: String, _ b: String, anyLength: Bool = false) -> Bool {
    let a = singled(a)
    let b = singled(b)
    if a == b { return true }
    guard anyLength || (a.count >= shortestEdited && b.count >= shortestEdited) else {
      return false
    }
    return oneEditApart(a, b)
  }

  /// `text` without spaces and with each run of one letter written once.
  static func singled(_ text: String) -> [Character] {
    var letters: [Character] = []
    for letter in text where letter != " " && letter != letters.last { letters.append(letter) }
    return letters
  }

  /// Whether one insertion, deletion, substitution or swap of neighbours turns `a` into `b`.
  static func oneEditApart(_ a: [Character], _ b: [Character]) -> Bool {
    let (short, long) = a.count <= b.count ? (a, b) : (b, a)
    guard long.count - short.count <= 1 else { return false }
    guard let at = short.indices.first(where: { short[$0] != long[$0] }) else { return true }
    if short.count < long.count { return short[at...] == long[(at + 1)...] }
    if short[(at + 1)...] == long[(at + 1)...] { return true }
    return at + 1 < short.count && short[at] == long[at + 1] && short[at + 1] == long[at]
      && short[(at + 2)...] == long[(at + 2)...]
  }
}
