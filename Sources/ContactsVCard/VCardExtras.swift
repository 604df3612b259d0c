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

  /// A uid for a card that has none, derived from everything the card says but its `REV`.
  ///
  /// Derived, not random: importing the same UID-less file twice must find the contacts the
  /// first import made rather than add copies. `REV` is left out so that a file exported again
  /// later, with newer revisions but the same content, still finds them. A card whose content
  /// changed is another card as far as the file can tell: it gets another uid.
  static func derivedUID(_ draft: ContactDraft, _ card: VCard) -> String {
    var hash = FNV1a128()
    // ContactDraft refuses control characters (but "\n" in a note), so these separators
    // cannot occur in its fields: the text is unambiguous.
    let fields = [draft.firstName, draft.lastName, draft.organization, draft.note]
    hash.combine(fields.joined(separator: "\u{1F}").utf8)
    for (kind, rows) in [("phone", draft.phones), ("email", draft.emails)] {
      for row in rows { hash.combine("\u{1E}\(kind)\u{1F}\(row.label)\u{1F}\(row.value)".utf8) }
    }
    var unrevised = VCardExtras(card)
    unrevised.revision = nil
    unrevised.fieldDetails.removeAll {
      NameMapping.isImpliedFN($0, first: draft.firstName, last: draft.lastName)
    }
    unrevised.fieldDetails = withoutCodedLabels(unrevised.fieldDetails, kept: card.keptProperties)
    hash.combine("\u{1D}".utf8)
    hash.combine(unrevised.encoded.utf8)
    return "urn:contacts:\(hash.hex)"
  }

  /// `details` as they were before Apple's coded labels were kept: without them, and with the
  /// phones and emails they labeled out of their groups (unless a kept property shares one),
  /// so that a uid derived before stays the one it was.
  private static func withoutCodedLabels(_ details: [VCardProperty], kept: [VCardProperty])
    -> [VCardProperty]
  {
    let coded = Set(details.filter { $0.name == "X-ABLABEL" }.compactMap(\.group))
    guard !coded.isEmpty else { return details }
    let shared = Set(kept.compactMap { $0.group?.lowercased() })
    return details.compactMap { detail in
      guard detail.name != "X-ABLABEL" else { return nil }
      guard let group = detail.group, coded.contains(group), !shared.contains(group.lowercased())
      else { return detail }
      var ungrouped = detail
      ungrouped.group = nil
      return ungrouped.parameters.isEmpty ? nil : ungrouped
    }
  }
}
