import ContactsDomain
import ContactsVCard

/// The parts of a card sync merges on its own, so that two sides may edit different fields of
/// one card and both edits are kept (a birthday edited on the phone, an address edited here):
/// the contact's fields (`ContactFields.all`) and, as one more, everything the app does not
/// model (a photo, an `X-` property…) and how the card wrote what it models.
enum SyncFields {
  typealias Field = CardMerge<ComparedCard>.Field

  static let otherProperties = Field(
    key: "other properties", value: \.extras, set: { $1.extras = $0 },
    same: { VCardFormat.canonicalExtras($0) == VCardFormat.canonicalExtras($1) })

  static let all: [Field] = ContactFields.all.map { Field($0, of: \.form) } + [otherProperties]

  /// Merges `local` and `server` from the card both agreed on (see `CardMerge`).
  static func merge(base: ComparedCard?, local: ComparedCard, server: ComparedCard)
    -> CardMerge<ComparedCard>
  {
    CardMerge(fields: all, base: base, local: local, theirs: server)
  }

  /// The field a conflict names by `key`, if any.
  static func field(_ key: String) -> Field? {
    all.first { $0.key == key }
  }

  /// `value`, a value of the field `key` as a conflict keeps it, as a person reads it.
  static func display(_ value: String, of key: String) -> String {
    if let entry = ContactFields.entry(mergeKey: key) { return entry.display(value) }
    guard key == otherProperties.key else { return value }
    let lines = VCardFormat.canonicalExtras(value).split(separator: "\n")
    return lines.isEmpty ? "(none)" : "\(lines.count) properties"
  }
}
