import Foundation

/// A value a contact holds once, which a merge asks the person to choose between when the
/// contacts merged hold different ones: the name (every part of it), the organization (with the
/// job title, department and role that go with it), the photo, or any other single field of
/// `ContactFields` (birthday, anniversary, nickname…).
public enum MergeField: Hashable, Sendable {
  case name
  case organization
  case photo
  /// Any other single value, by its field's `ContactFieldEntry.mergeKey`.
  case single(String)

  /// Every field a merge may ask about, in the details screen's order, the photo last.
  public static let all: [MergeField] = {
    var fields: [MergeField] = []
    for entry in ContactFields.all {
      let field = MergeField(of: entry)
      if let field, !fields.contains(field) { fields.append(field) }
    }
    return fields + [.photo]
  }()

  /// What the command line and the web form call it: "name", "organization", "photo", or the
  /// field's option ("birthday", "nickname").
  public var key: String {
    switch self {
    case .name: "name"
    case .organization: "organization"
    case .photo: "photo"
    case .single(let mergeKey): Self.singleEntry(mergeKey)?.option ?? mergeKey
    }
  }

  /// How people read it: "Name", "Organization", "Photo", "Birthday".
  public var caption: String {
    switch self {
    case .name: "Name"
    case .organization: "Organization"
    case .photo: "Photo"
    case .single(let mergeKey): Self.singleEntry(mergeKey)?.caption ?? mergeKey
    }
  }

  /// The field whose `key` is `key`, nil when none is.
  public init?(key: String) {
    guard let field = Self.all.first(where: { $0.key == key }) else { return nil }
    self = field
  }

  /// The fields of the form this one holds; none for the photo.
  var entries: [ContactFieldEntry] {
    ContactFields.all.filter { MergeField(of: $0) == self }
  }

  /// The merge field `entry` belongs to; nil for a field holding many values (rows, groups,
  /// the note), which a merge keeps all of.
  private init?(of entry: ContactFieldEntry) {
    switch entry.value {
    case .rows, .addresses, .groups: return nil
    case .text, .date: break
    }
    if entry.field == .note { return nil }
    if ["Name", "Phonetic name"].contains(entry.changeCaption) {
      self = .name
    } else if Self.organizationFields.contains(entry.field) {
      self = .organization
    } else {
      self = .single(entry.mergeKey)
    }
  }

  private static let organizationFields: Set<ContactField> = [
    .organization, .jobTitle, .department, .role,
  ]

  private static func singleEntry(_ mergeKey: String) -> ContactFieldEntry? {
    ContactFields.entry(mergeKey: mergeKey)
  }
}

/// Where single values differ, the contact whose value the merged card takes; a field not
/// named takes the kept contact's value (or, when it has none, the first other's).
public typealias MergeChoices = [MergeField: Contact.ID]

/// A single value the merged contacts hold differently.
public struct MergeConflict: Hashable, Sendable {
  /// One value, as a person reads it, and the first contact holding it.
  public struct Option: Hashable, Sendable {
    public let contactID: Contact.ID
    public let shown: String
  }

  public let field: MergeField
  /// Every different value, in the order of the contacts merged.
  public let options: [Option]
  /// The contact whose value the merged card takes.
  public let chosen: Contact.ID
}

/// A merge of contacts into the first, value by value, decided once for every front end and
/// store: every phone, email, address, web site, chat, social profile, related person and group
/// of every contact is kept, identical values once (emails compared case-insensitively, phones
/// in E.164 as the duplicate finder compares them, other rows by their folded text); distinct
/// notes are kept one after the other; where single values differ (`MergeField`) the merged card
/// takes the chosen contact's, by default the kept one's, and a value only another contact has
/// is taken from it.
public struct ContactMerge: Sendable {
  /// The contact kept: the first of those merged, which the merged card replaces.
  public let kept: Contact
  /// The others, which go to Recently deleted.
  public let mergedAway: [Contact]
  /// The single values that differ, and whose value the merged card takes.
  public let conflicts: [MergeConflict]
  /// The merged card, validated.
  public let draft: ContactDraft
  /// The contact whose photo the merged card takes when it is not the kept contact's own; nil
  /// when the kept contact keeps its photo (or its lack of one).
  public let photoFrom: Contact.ID?

  /// The most contacts one merge takes: as many as the duplicate finder pairs under one key.
  public static let maximumContacts = DuplicateFinder.largestBlock

  /// Throws unless `count` contacts are as many as a merge takes: two or more, and at most
  /// `maximumContacts`; checked before a merge reads them.
  public static func check(count: Int) throws(ContactValidationError) {
    guard count >= 2 else { throw .mergeNeedsTwo }
    guard count <= maximumContacts else { throw .mergeTooMany(limit: maximumContacts) }
  }

  /// Merges `contacts` into the first, taking where single values differ the contacts
  /// `choices` names; phones compared in `region`. Throws when fewer than two contacts are
  /// given or more than `maximumContacts`, one is given twice, a choice names a contact not merged, or the merged card is not
  /// a valid contact (too many phones, say).
  public init(_ contacts: [Contact], choosing choices: MergeChoices = [:], region: PhoneRegion?)
    throws(ContactValidationError)
  {
    try Self.check(count: contacts.count)
    guard let kept = contacts.first else { throw .mergeNeedsTwo }
    var seen = Set<Contact.ID>()
    for contact in contacts where !seen.insert(contact.id).inserted {
      throw .mergedTwice(contact.fullName)
    }
    for (field, id) in choices.sorted(by: { $0.key.key < $1.key.key }) where !seen.contains(id) {
      throw .chosenNotMerged(field.caption.lowercased(), id)
    }
    self.kept = kept
    mergedAway = Array(contacts.dropFirst())
    let forms = contacts.map(ContactForm.init)
    var merged = forms[0]
    var conflicts: [MergeConflict] = []
    for field in MergeField.all where field != .photo {
      let values = forms.map { Self.values(of: field, in: $0) }
      let source = Self.source(
        of: field, values: values, ids: contacts.map(\.id), choices: choices,
        conflicts: &conflicts, shown: { Self.shown(field, $0) })
      Self.take(field, from: forms[source], into: &merged)
    }
    let photos = contacts.map { $0.photo?.digest ?? "" }
    let photoSource = Self.source(
      of: .photo, values: photos.map { [$0] }, ids: contacts.map(\.id), choices: choices,
      conflicts: &conflicts,
      shown: { _ in "" })
    photoFrom = photos[photoSource] == photos[0] ? nil : contacts[photoSource].id
    self.conflicts = conflicts.map { conflict in
      guard conflict.field == .photo else { return conflict }
      let options = conflict.options.map { option in
        let photo = contacts.first { $0.id == option.contactID }?.photo
        return MergeConflict.Option(
          contactID: option.contactID, shown: photo?.description ?? "(none)")
      }
      return MergeConflict(field: .photo, options: options, chosen: conflict.chosen)
    }
    let phones = forms.flatMap(\.phones)
    merged.phones = Self.unique(phones) { PhoneRegion.e164Digits($0.value, in: region) }
    merged.emails = Self.unique(forms.flatMap(\.emails)) { DuplicateKeys.email($0.value) }
    merged.addresses = Self.unique(forms.flatMap(\.addresses)) {
      $0.lines.map(FoldedNames.spaced).joined(separator: "\u{1F}")
    }
    merged.urls = Self.uniqueRows(forms.flatMap(\.urls))
    merged.chats = Self.uniqueRows(forms.flatMap(\.chats))
    merged.socialProfiles = Self.uniqueRows(forms.flatMap(\.socialProfiles))
    merged.related = Self.uniqueRows(forms.flatMap(\.related))
    merged.groups = Self.unique(forms.flatMap(\.groups)) { $0 }
    let notes = forms.map { $0.note.trimmingCharacters(in: .whitespacesAndNewlines) }
    merged.note = Self.unique(notes.filter { !$0.isEmpty }) { $0 }.joined(separator: "\n\n")
    draft = try ContactDraft(merged, origin: .imported)
  }

  /// The values of `field` in `form`; all empty when it has none.
  private static func values(of field: MergeField, in form: ContactForm) -> [String] {
    var values = field.entries.map { $0.text(in: form) }
    if field == .name { values.append(form.isCompany ? "company" : "") }
    return values
  }

  /// The index of the contact whose value of `field` the merged card takes: the chosen one,
  /// else the first (the kept contact) unless its value is empty, then the first that has one.
  /// Notes a conflict when two contacts hold different values that are not empty.
  private static func source(
    of field: MergeField, values: [[String]], ids: [Contact.ID], choices: MergeChoices,
    conflicts: inout [MergeConflict], shown: ([String]) -> String
  ) -> Int {
    let given = values.indices.filter { values[$0].contains { !$0.isEmpty } }
    let fallback = given.contains(0) ? 0 : (given.first ?? 0)
    let index = choices[field].flatMap { ids.firstIndex(of: $0) } ?? fallback
    var options: [MergeConflict.Option] = []
    var distinct: [[String]] = []
    for offset in given where !distinct.contains(values[offset]) {
      distinct.append(values[offset])
      options.append(MergeConflict.Option(contactID: ids[offset], shown: shown(values[offset])))
    }
    if options.count > 1 {
      conflicts.append(MergeConflict(field: field, options: options, chosen: ids[index]))
    }
    return index
  }

  /// Sets `field` of `merged` to its value in `form`.
  private static func take(
    _ field: MergeField, from form: ContactForm, into merged: inout ContactForm
  ) {
    for entry in field.entries { entry.set(entry.text(in: form), in: &merged) }
    if field == .name { merged.isCompany = form.isCompany }
  }

  /// `values` of `field` as a person reads them: a name's parts with spaces, an organization's
  /// with commas, another field as the details screen shows it.
  private static func shown(_ field: MergeField, _ values: [String]) -> String {
    switch field {
    case .name:
      return values.dropLast().filter { !$0.isEmpty }.joined(separator: " ")
    case .organization:
      return values.filter { !$0.isEmpty }.joined(separator: ", ")
    case .photo, .single:
      return field.entries.first.map { $0.display(values[0]) } ?? values[0]
    }
  }

  /// `rows` in order, each once by its folded value (labels may differ: the first is kept).
  private static func uniqueRows(_ rows: [LabeledValue]) -> [LabeledValue] {
    unique(rows) { FoldedNames.spaced($0.value) }
  }

  /// `items` in order, the first of each `key` alone.
  private static func unique<Item>(_ items: [Item], by key: (Item) -> String) -> [Item] {
    var seen = Set<String>()
    return items.filter { seen.insert(key($0)).inserted }
  }
}
