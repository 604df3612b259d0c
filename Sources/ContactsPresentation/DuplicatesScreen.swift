import ContactsDomain

/// What a person asks of the duplicates screen, as typed on the command line: a lane (nil for
/// the default, identical and likely) and a region for national phone numbers. Read once here
/// for every front end, with the sentence that refuses each bad value.
public struct DuplicatesRequest: Hashable, Sendable {
  /// The lanes shown: `possible` only when asked for.
  public let lanes: Set<DuplicateLane>
  /// The region national phone numbers are read in; nil when none was given or known.
  public let region: PhoneRegion?

  /// The request of `lane` ("identical", "likely" or "possible"; identical and likely when nil)
  /// and `region` (an ISO code such as "GB"; `localeRegion` when nil, which is ignored when
  /// unknown); throws the sentence refusing the first bad one.
  public init(lane: String?, region: String?, localeRegion: String?) throws(DuplicatesRefusal) {
    if let lane {
      guard let chosen = DuplicateLane(rawValue: lane.lowercased()) else {
        let names = DuplicateLane.allCases.map(\.rawValue).joined(separator: ", ")
        throw DuplicatesRefusal(
          message: "“\(ShownText.summaryLine(lane))” is not a lane: give one of \(names).")
      }
      lanes = [chosen]
    } else {
      lanes = [.identical, .likely]
    }
    self.region = try Self.region(region, localeRegion: localeRegion)
  }

  /// The region `region` names (an ISO code such as "GB"), or `localeRegion`'s when nil (nil
  /// when unknown); throws the sentence refusing a code not known here.
  static func region(_ region: String?, localeRegion: String?) throws(DuplicatesRefusal)
    -> PhoneRegion?
  {
    guard let region else { return localeRegion.flatMap(PhoneRegion.init) }
    guard let known = PhoneRegion(region) else {
      let codes = PhoneRegion.callingCodes.keys.sorted().joined(separator: ", ")
      throw DuplicatesRefusal(
        message:
          "“\(ShownText.summaryLine(region))” is not a region known here: give one of \(codes).")
    }
    return known
  }
}

/// The sentence refusing a bad duplicates or merge request.
public struct DuplicatesRefusal: UserFacingError, Equatable {
  public let message: String
}

/// One pair on the duplicates screen: its lane, the two contacts and why they were paired.
public struct DuplicateRow: Hashable, Sendable {
  public let lane: DuplicateLane
  public let firstID: Contact.ID
  public let secondID: Contact.ID
  public let firstName: String
  public let secondName: String
  /// Why: "same mobile +44 20 7946 0018; names Bob Smith / Robert Smith".
  public let reason: String

  public init(_ pair: DuplicatePair) {
    lane = pair.lane
    firstID = pair.first.id
    secondID = pair.second.id
    firstName = Self.spaced(pair.first.fullName)
    secondName = Self.spaced(pair.second.fullName)
    let names = "names \(firstName) / \(secondName)"
    reason =
      switch pair.reason {
      case .identicalCard: "identical cards; \(names)"
      case .sharedEmail(let email): "same email \(email); \(names)"
      case .sharedPhone(let label, let number):
        "same \(label.isEmpty ? "phone" : label) \(number); \(names)"
      case .sameNames: names
      }
  }

  /// `name` with runs of spaces made one and none at either end, as the finder compared it.
  private static func spaced(_ name: String) -> String {
    name.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }
}

/// What the duplicates screen shows: a row per pair, surest lane first, a sentence per key
/// shared by too many contacts to compare, and a sentence when there are no pairs.
public struct DuplicatesScreen: Hashable, Sendable {
  /// The screen's title.
  public static let title = "Duplicates"
  /// How many contacts are read from the repository at a time.
  public static let readBatch = 1_000

  public let rows: [DuplicateRow]
  /// A sentence per key shared by more contacts than the finder pairs: "The phone +44 20 7946
  /// 0000, shared by 312 contacts, was not compared pairwise."
  public let uncompared: [String]
  /// A sentence when no pair was found; nil otherwise.
  public let notice: String?

  /// The screen of `request` over every contact `reader` holds, loaded as both builds load it:
  /// `readBatch` contacts at a time.
  public static func load(_ request: DuplicatesRequest, from reader: any ContactExportReader)
    async throws -> Self
  {
    Self(request, contacts: try await reader.allContacts(readBatch: readBatch))
  }

  /// The screen of `request` over `contacts`.
  public init(_ request: DuplicatesRequest, contacts: [Contact]) {
    let scan = DuplicateFinder(region: request.region).scan(contacts, lanes: request.lanes)
    rows = scan.pairs.map(DuplicateRow.init)
    uncompared = scan.uncompared.map(Self.sentence)
    notice = rows.isEmpty ? "No duplicates found." : nil
  }

  /// "The phone +44 20 7946 0000, shared by 312 contacts, was not compared pairwise."
  private static func sentence(_ block: UncomparedBlock) -> String {
    let value = ShownText.summaryLine(block.value)
    let count = block.count
    return switch block.kind {
    case .card: "The card of \(value), repeated by \(count) contacts, was not compared pairwise."
    case .email: "The email \(value), shared by \(count) contacts, was not compared pairwise."
    case .phone: "The phone \(value), shared by \(count) contacts, was not compared pairwise."
    case .names: "The name \(value), shared by \(count) contacts, was not compared pairwise."
    }
  }
}
