import ContactsDomain

/// The decisions of one batch of hrefs, before and while they are carried out.
struct SyncPlan {
  /// One href: what sync knew and what it decided.
  struct Item {
    let href: String
    let record: LedgerEntry?
    let local: LocalCard?
    var decision: SyncDecision
  }

  let decider: SyncDecider
  var items: [Item] = []
  /// The hrefs whose intent records were saved before writing: the memory holds those now.
  private(set) var intended: Set<String> = []
  /// What the user should know about the plan, once.
  var notices: [String] = []

  init(decider: SyncDecider) {
    self.decider = decider
  }

  /// Decides `href`, which the sync memory has a record of.
  mutating func decide(
    _ href: String, record: LedgerEntry, side: RemoteSide, local: LocalSnapshot
  ) {
    let card = record.skipReason == nil ? local.cards[record.uid] : nil
    add(href, record, card, Self.keepingAlias(side, of: record, at: href))
  }

  /// Decides `href`, new on the server; `claimed` holds the UIDs other hrefs already have, and
  /// takes the one this card gets when `remembering` says another card may want it too.
  mutating func decideNew(
    _ href: String, side listed: RemoteSide, claimed: inout Set<String>,
    remembering: (String) -> Bool, local: LocalSnapshot
  ) {
    guard case .changed(let etag, let result) = listed else { return }
    var side = listed
    var uid = try? result.get().uid
    // Two devices made cards with one UID: both are kept, the second under a UID of its own.
    if let shared = uid, claimed.contains(shared), case .success(var card) = result,
      !claimed.contains(Self.alias(of: shared, at: href))
    {
      card.uid = Self.alias(of: shared, at: href)
      side = .changed(etag: etag, .success(card))
      uid = card.uid
      notices.append(
        "two cards on the server have the UID \(shared): the one at \(href) is kept here as "
          + "another contact, with the UID \(card.uid)")
    }
    if let uid, claimed.contains(uid) {
      var decision = SyncDecision.keep(nil)
      decision.skipped = "\(href): another card on the server has the same UID \(uid)"
      items.append(Item(href: href, record: nil, local: nil, decision: decision))
      return
    }
    if let uid, remembering(uid) { claimed.insert(uid) }
    add(href, nil, uid.flatMap { local.cards[$0] }, side)
  }

  /// Decides a local contact the server has no card for, going to `href`.
  mutating func decideLocal(_ card: LocalCard, at href: String) {
    add(href, nil, card, .unchanged)
  }

  var counts: SyncCounts { items.reduce(SyncCounts()) { $0 + $1.decision.counts } }
  var skipped: [String] { items.compactMap(\.decision.skipped) }
  var stillSkipped: Int { items.filter(\.decision.stillSkipped).count }
  var keptLocally: Int { items.filter(\.decision.keptLocally).count }
  /// How many cards the plan writes to the server, and here.
  var remoteWrites: Int { items.filter { $0.decision.remote != nil }.count }
  var localWrites: Int { items.filter { $0.decision.local != nil }.count }

  /// The records of new cards about to be written, saved first so an interrupted sync finds
  /// them at the same href instead of writing copies.
  mutating func intents(account: SyncAccount) -> LedgerWrite {
    var batch = LedgerWrite(account: account)
    batch.saved = items.compactMap { item in
      guard case .create = item.decision.remote else { return nil }
      return item.decision.record
    }
    intended = Set(batch.saved.map(\.href))
    return batch
  }

  /// What to remember once both sides are written: only the records that changed, so a sync
  /// with nothing new rewrites none of the thousands it keeps.
  func outcome(account: SyncAccount) -> LedgerWrite {
    var batch = LedgerWrite(account: account)
    batch.saved = items.compactMap { item in
      let kept = intended.contains(item.href) ? nil : item.record
      return item.decision.record == kept ? nil : item.decision.record
    }
    batch.removed = items.filter { $0.decision.record == nil }.map(\.href)
    batch.conflicts = items.flatMap(\.decision.conflicts)
    return batch
  }

  /// The UID a second card with `uid` gets here: made from its href, so each sync finds it.
  static func alias(of uid: String, at href: String) -> String {
    let name = href.split(separator: "/").last ?? ""
    return "\(uid)@\(name.hasSuffix(".vcf") ? name.dropLast(4) : name)"
  }

  // MARK: - Private

  /// The server's card at `href` under the UID its record has here, when that is the alias
  /// `alias(of:at:)` made for it.
  private static func keepingAlias(_ side: RemoteSide, of record: LedgerEntry, at href: String)
    -> RemoteSide
  {
    guard case .changed(let etag, .success(var card)) = side, card.uid != record.uid,
      record.uid == alias(of: card.uid, at: href)
    else { return side }
    card.uid = record.uid
    return .changed(etag: etag, .success(card))
  }

  private mutating func add(
    _ href: String, _ record: LedgerEntry?, _ local: LocalCard?, _ side: RemoteSide
  ) {
    let decision = decider.decide(href: href, record: record, local: local, remote: side)
    items.append(Item(href: href, record: record, local: local, decision: decision))
  }
}
