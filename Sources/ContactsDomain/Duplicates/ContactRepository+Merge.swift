/// One merge as a store writes it (see `ContactRepository.merge(_:)`).
public struct MergeWrite: Hashable, Sendable {
  /// The contact kept.
  public let id: Contact.ID
  /// What it becomes.
  public let draft: ContactDraft
  public let photo: PhotoChange
  /// What it keeps of the properties the app does not model (`ContactFileFormat.mergedExtras`);
  /// nil keeps its own.
  public let extras: String?
  /// The contacts merged into it, which go to Recently deleted.
  public let others: [Contact.ID]

  public init(
    id: Contact.ID, draft: ContactDraft, photo: PhotoChange, extras: String? = nil,
    others: [Contact.ID]
  ) {
    self.id = id
    self.draft = draft
    self.photo = photo
    self.extras = extras
    self.others = others
  }
}

/// What merging did, or would do on a dry run: each merge, and the contact kept as stored (on a
/// dry run, as it would be stored, without its photo).
public struct MergeOutcome: Sendable {
  public let merges: [ContactMerge]
  public let contacts: [Contact]
  public let dryRun: Bool

  public init(merges: [ContactMerge], contacts: [Contact], dryRun: Bool) {
    self.merges = merges
    self.contacts = contacts
    self.dryRun = dryRun
  }
}

extension ContactExportReader {
  /// Every contact, read `readBatch` at a time in list order: what a duplicates scan reads.
  public func allContacts(readBatch: Int) async throws -> [Contact] {
    var contacts: [Contact] = []
    var after: ContactPosition?
    while true {
      let batch = try await exportContacts(after: after, limit: readBatch)
      contacts += batch.map(\.contact)
      guard batch.count == readBatch, let last = batch.last else { return contacts }
      after = last.contact.position
    }
  }
}

extension ContactRepository {
  /// How many contacts `mergeIdentical` reads at a time.
  static var mergeReadBatch: Int { 1_000 }

  /// Merges the contacts `ids` into the first (see `ContactMerge`), as one change, their kept
  /// properties merged by `format`; nothing is written on a dry run.
  public func merge(
    _ ids: [Contact.ID], choosing choices: MergeChoices, region: PhoneRegion?,
    format: any ContactFileFormat, dryRun: Bool
  ) async throws -> MergeOutcome {
    try ContactMerge.check(count: ids.count)
    var contacts: [Contact] = []
    for id in ids { contacts.append(try await contact(id: id)) }
    return try await merge(
      [try ContactMerge(contacts, choosing: choices, region: region)], format: format,
      dryRun: dryRun)
  }

  /// Merges every group of identical duplicates (`DuplicateLane.identical`, found as
  /// `DuplicateFinder` finds them) into its first contact, all as one change, so that one undo
  /// takes the whole run back; nothing is written on a dry run.
  public func mergeIdentical(
    region: PhoneRegion?, format: any ContactFileFormat, dryRun: Bool
  ) async throws -> MergeOutcome {
    let contacts = try await exportSnapshot().allContacts(readBatch: Self.mergeReadBatch)
    let pairs = DuplicateFinder(region: region).pairs(in: contacts, lanes: [.identical])
    var groups: [[Contact]] = []
    var groupOf: [Contact.ID: Int] = [:]
    for pair in pairs {
      switch (groupOf[pair.first.id], groupOf[pair.second.id]) {
      case (let group?, nil):
        groups[group].append(pair.second)
        groupOf[pair.second.id] = group
      case (nil, let group?):
        groups[group].append(pair.first)
        groupOf[pair.first.id] = group
      case (nil, nil):
        groupOf[pair.first.id] = groups.count
        groupOf[pair.second.id] = groups.count
        groups.append([pair.first, pair.second])
      case (_?, _?):
        break
      }
    }
    // Each group merged into its lowest id.
    let merges = try groups.map { group in
      try ContactMerge(group.sorted { $0.id < $1.id }, region: region)
    }
    return try await merge(merges, format: format, dryRun: dryRun)
  }

  private func merge(_ merges: [ContactMerge], format: any ContactFileFormat, dryRun: Bool)
    async throws -> MergeOutcome
  {
    guard !dryRun, !merges.isEmpty else {
      return MergeOutcome(
        merges: merges, contacts: merges.map { Contact(id: $0.kept.id, $0.draft) }, dryRun: dryRun)
    }
    var writes: [MergeWrite] = []
    for merge in merges {
      var photo = PhotoChange.keep
      if let source = merge.photoFrom { photo = PhotoChange(try await self.photo(id: source)) }
      var extras: [String] = []
      for contact in [merge.kept] + merge.mergedAway {
        extras.append(try await exported(contact).extras)
      }
      let merged = format.mergedExtras(extras)
      writes.append(
        MergeWrite(
          id: merge.kept.id, draft: merge.draft, photo: photo,
          extras: merged == extras[0] ? nil : merged, others: merge.mergedAway.map(\.id)))
    }
    return MergeOutcome(merges: merges, contacts: try await merge(writes), dryRun: false)
  }
}
