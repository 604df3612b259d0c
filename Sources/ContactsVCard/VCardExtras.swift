import ContactsDomain
import Foundation

/// What a card says beyond the app's fields, as a contact's `extras` keep it: JSON with sorted
/// keys, so the same card always gives the same text and a re-import counts it "unchanged".
struct VCardExtras: Codable, Equatable {
  var revision: String?
  var fieldDetails: [VCardProperty]
  var keptProperties: [VCardProperty]

  init(revision: String?, fieldDetails: [VCardProperty], keptProperties: [VCardProperty]) {
    self.revision = revision
    self.fieldDetails = fieldDetails
    self.keptProperties = keptProperties
  }

  init(_ card: VCard) {
    revision = card.revision
    fieldDetails = card.fieldDetails
    keptProperties = card.keptProperties
  }

  /// The extras `text` encodes; none when it is empty or not ours.
  init(decoding text: String) {
    let decoded =
      text.isEmpty
      ? nil
      : ExtrasJSONParser.parse(text)
        ?? (try? JSONDecoder().decode(Self.self, from: Data(text.utf8)))
    self = decoded ?? Self(VCard(form: ContactForm()))
  }

  /// "" when there is nothing to keep (as for a contact made in the app), else sorted JSON, as
  /// `JSONEncoder` writes it (see `ExtrasJSON`).
  var encoded: String {
    guard revision != nil || !fieldDetails.isEmpty || !keptProperties.isEmpty else { return "" }
    return ExtrasJSON.encode(self)
  }

  /// A phone or email as the released version read it (see `ReleasedLabels`).
  struct ReleasedRow {
    var field: LabelMapping.Field
    var value: LabeledValue
    var detail: VCardProperty?
  }

  /// A uid for a card that has none, derived from everything the card says but its `REV`.
  ///
  /// Derived, not random: importing the same UID-less file twice must find the contacts the
  /// first import made rather than add copies. `REV` is left out so that a file exported again
  /// later, with newer revisions but the same content, still finds them. A card whose content
  /// changed is another card as far as the file can tell: it gets another uid.
  ///
  /// The input is the card as the released version read it, so that its uids stay: the
  /// organization with its department (`ORG`'s components joined), phones and emails labeled as
  /// `released` says (without it, as read now), the details that came from kept properties left
  /// out (they stay kept, as they were).
  static func derivedUID(_ draft: ContactDraft, _ card: VCard, released: [ReleasedRow]? = nil)
    -> String
  {
    var hash = FNV1a128()
    // ContactDraft refuses control characters (but "\n" in a note), so these separators
    // cannot occur in its fields: the text is unambiguous.
    let organization = [draft.organization, draft.details.department].filter { !$0.isEmpty }
      .joined(separator: ", ")
    let fields = [draft.firstName, draft.lastName, organization, draft.note]
    hash.combine(fields.joined(separator: "\u{1F}").utf8)
    var unrevised = VCardExtras(card)
    unrevised.revision = nil
    unrevised.fieldDetails.removeAll {
      NameMapping.isImpliedFN($0, first: draft.firstName, last: draft.lastName)
    }
    for (kind, field, rows) in [("phone", .phone, draft.phones), ("email", .email, draft.emails)]
      as [(String, LabelMapping.Field, [LabeledValue])]
    {
      let labels = released.map { released in
        released.filter { $0.field == field && !FieldText.trimmed($0.value.value).isEmpty }
          .map { FieldText.trimmed($0.value.label) }
      }
      for (index, row) in rows.enumerated() {
        let label = labels.flatMap { $0.count == rows.count ? $0[index] : nil } ?? row.label
        hash.combine("\u{1E}\(kind)\u{1F}\(label)\u{1F}\(row.value)".utf8)
      }
    }
    if let released {
      unrevised.fieldDetails.removeAll { ["TEL", "EMAIL", "X-ABLABEL"].contains($0.name) }
      unrevised.fieldDetails += released.compactMap(\.detail)
    }
    hash.combine("\u{1D}".utf8)
    hash.combine(unrevised.encoded.utf8)
    return "urn:contacts:\(hash.hex)"
  }
}
