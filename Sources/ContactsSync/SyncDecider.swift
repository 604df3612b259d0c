import ContactsDomain

/// Decides what to do about one href from its record, the local contact and the server's
/// news. Pure: the engine runs it again when a write meets a newer card (HTTP 412).
struct SyncDecider {
  let account: String
  let isReadOnly: Bool

  func decide(href: String, record: LedgerEntry?, local: LocalCard?, remote: RemoteSide)
    -> SyncDecision
  {
    guard var record, record.etag != nil, record.skipReason == nil else {
      return decideWithoutAgreement(href: href, record: record, local: local, remote: remote)
    }
    var remote = remote
    // A server that rewrote our card in its own style changed nothing.
    if case .changed(let etag, .success(let card)) = remote, card.digest == record.serverDigest {
      record.etag = etag
      remote = .unchanged
    }
    let localChanged = local.map { $0.digest != record.localDigest }
    switch (remote, local, localChanged) {
    case (.unchanged, _, false?):
      return .keep(record)
    case (.unchanged, let local?, _):
      return push(local.card, href: href, etag: record.etag, record: record)
    case (.unchanged, nil, _):
      guard !isReadOnly, let etag = record.etag else { return .keep(record) }
      var decision = SyncDecision(remote: .delete(etag: etag), record: nil)
      decision.counts.toServerRemoved = 1
      return decision
    case (.removed, let local?, true?):
      // Edited here, deleted there: the edit wins and goes back as a new card.
      return push(local.card, href: href, etag: nil, record: record)
    case (.removed, let local?, _):
      var decision = SyncDecision(local: local.deletion, record: nil)
      decision.counts.fromServerRemoved = 1
      return decision
    case (.removed, nil, _):
      return .keep(nil)
    case (.changed(let etag, .failure(let skipped)), _, _):
      record.etag = etag
      record.skipReason = skipped.reason
      var decision = SyncDecision.keep(record)
      decision.skipped = skipped.reason
      return decision
    case (.changed(let etag, .success(let server)), let local?, true?):
      return merge(
        base: ComparedCard(agreed: record.agreed), local: local, server: server, etag: etag,
        href: href)
    case (.changed(let etag, .success(let server)), let local, _):
      return take(server, etag: etag, href: href, replacing: local)
    }
  }

  // MARK: - Private

  /// No agreed version: a new href, a card being created, or one that was skipped.
  private func decideWithoutAgreement(
    href: String, record: LedgerEntry?, local: LocalCard?, remote: RemoteSide
  ) -> SyncDecision {
    switch (remote, local) {
    case (.changed(let etag, .success(let server)), let local?):
      return merge(base: nil, local: local, server: server, etag: etag, href: href)
    case (.changed(let etag, .success(let server)), nil):
      return take(server, etag: etag, href: href, replacing: nil)
    case (.changed(let etag, .failure(let skipped)), _):
      let kept = LedgerEntry(
        href: href, uid: record?.uid ?? "", etag: etag, skipReason: skipped.reason)
      var decision = SyncDecision.keep(kept)
      // Said once: where the card first appears or changes, not on every sync it stays.
      if kept != record { decision.skipped = skipped.reason } else { decision.stillSkipped = true }
      return decision
    case (.unchanged, _) where record?.skipReason != nil:
      var decision = SyncDecision.keep(record)
      decision.stillSkipped = true
      return decision
    case (_, let local?):
      return push(local.card, href: href, etag: nil, record: record)
    case (_, nil):
      return .keep(nil)
    }
  }

  /// Takes the server's card locally.
  private func take(
    _ server: ComparedCard, etag: String, href: String, replacing local: LocalCard?
  ) -> SyncDecision {
    let digest = server.digest
    var decision = SyncDecision(
      local: .save(server),
      record: LedgerEntry(
        href: href, uid: server.uid, etag: etag, localDigest: digest, serverDigest: digest,
        agreed: server.encoded))
    if local == nil {
      decision.counts.fromServerAdded = 1
    } else {
      decision.counts.fromServerUpdated = 1
    }
    return decision
  }

  /// Sends the local card: a new card when `etag` is nil, else a replacement.
  private func push(_ card: ComparedCard, href: String, etag: String?, record: LedgerEntry?)
    -> SyncDecision
  {
    guard !isReadOnly else {
      var decision = SyncDecision.keep(record)
      decision.keptLocally = true
      return decision
    }
    let digest = card.digest
    let agreed = LedgerEntry(
      href: href, uid: card.uid, etag: etag, localDigest: digest, serverDigest: digest,
      agreed: card.encoded)
    var decision = SyncDecision(
      remote: etag.map { .update(card, etag: $0) } ?? .create(card), record: agreed)
    if etag == nil {
      decision.counts.toServerAdded = 1
    } else {
      decision.counts.toServerUpdated = 1
    }
    return decision
  }

  /// Merges both edits; writes each side that lacks the result.
  private func merge(
    base: ComparedCard?, local: LocalCard, server: ComparedCard, etag: String, href: String
  ) -> SyncDecision {
    let isGroup = server.group != nil || local.card.group != nil
    let merge = isGroup ? nil : SyncFields.merge(base: base, local: local.card, server: server)
    let merged =
      merge?.card ?? GroupMerge.merge(base: base, local: local.card, server: server)
    let mergedDigest = merged.digest
    var decision =
      mergedDigest == server.digest
      ? SyncDecision.keep(nil) : push(merged, href: href, etag: etag, record: nil)
    if decision.keptLocally || decision.remote == nil {
      // The server keeps its card: agree on it, so the local difference stays a local change.
      decision.record = LedgerEntry(
        href: href, uid: server.uid, etag: etag, localDigest: server.digest,
        serverDigest: server.digest, agreed: server.encoded)
    }
    if mergedDigest != local.digest {
      decision.local = .save(merged)
      decision.counts.fromServerUpdated = 1
    }
    decision.conflicts = (merge?.conflicts ?? []).map { conflict in
      SyncConflict(
        id: 0, account: account, uid: merged.uid, contactName: merged.displayName,
        field: conflict.field.key, mine: conflict.mine, server: conflict.theirs)
    }
    decision.counts.conflicts = decision.conflicts.count
    return decision
  }
}
