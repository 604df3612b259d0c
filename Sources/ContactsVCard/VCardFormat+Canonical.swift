import ContactsDomain
import Foundation

extension VCardFormat {
  /// A digest that is the same for two cards that say the same thing, however a server wrote
  /// them: property order, parameter order and case, `REV` and `PRODID` do not count.
  public static func digest(of contact: ContactImport) -> String {
    var hash = FNV1a128()
    hash.combine(canonicalText(of: contact).utf8)
    return hash.hex
  }

  /// The card's content in one normalized text: the app's fields, then every other property
  /// (how fields were written, kept properties) normalized and sorted.
  static func canonicalText(of contact: ContactImport) -> String {
    let draft = contact.draft
    var lines = [
      "UID:\(contact.uid)", "FIRST:\(draft.firstName)", "LAST:\(draft.lastName)",
      "ORG:\(draft.organization)", "NOTE:\(draft.note)",
    ]
    lines += draft.phones.map { "PHONE:\($0.label.lowercased()):\($0.value)" }
    lines += draft.emails.map { "EMAIL:\($0.label.lowercased()):\($0.value)" }
    lines.append(canonicalExtras(contact.extras))
    // Only with a photo: the digest of every card without one stays what it was.
    if let photo = contact.photo { lines.append("PHOTO:\(photo.digest)") }
    if let details = editedDetails(contact) { lines.append("DETAILS:\(details)") }
    // Only for a company: the marker (`CompanyMarker`) is no kept property, and the digest of
    // every other card stays what it was.
    if draft.details.isCompany { lines.append("COMPANY") }
    return lines.joined(separator: "\n")
  }

  /// The contact's details when they are not the ones its extras say (the app changed them),
  /// else nil: a card read and not edited has the canonical text it had before details were
  /// read, so its digest stays.
  private static func editedDetails(_ contact: ContactImport) -> String? {
    let extras = VCardExtras(decoding: contact.extras)
    var form = ContactForm(firstName: "A")
    if let n = extras.fieldDetails.first(where: { $0.name == "N" }) { NameParts(n: n).fill(&form) }
    if let org = extras.fieldDetails.first(where: { $0.name == "ORG" }) {
      form.department = TextFieldMapping.organizationParts(org.value).department
    }
    DetailSources(extras.keptProperties).fill(&form)
    var implied = try? ContactDraft(form, origin: .imported).details
    implied?.isCompany = contact.draft.details.isCompany
    guard implied != contact.draft.details else { return nil }
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    // Text, dates and lists of text cannot fail to encode.
    return String(decoding: try! encoder.encode(contact.draft.details), as: UTF8.self)
  }

  /// What a card's `extras` say, normalized: the same text for the same properties in any order.
  public static func canonicalExtras(_ extras: String) -> String {
    let decoded = VCardExtras(decoding: extras)
    let ignored: Set = ["PRODID", "VERSION", "REV"]
    return (decoded.fieldDetails + decoded.keptProperties)
      .filter { !ignored.contains($0.name) }
      .map(canonicalLine)
      .sorted()
      .joined(separator: "\n")
  }

  private static func canonicalLine(_ property: VCardProperty) -> String {
    let parameters = property.parameters
      .map { parameter in
        parameter.name.uppercased() + "="
          + parameter.values.map { $0.lowercased() }.sorted().joined(separator: ",")
      }
      .sorted()
    let group = property.group.map { $0.lowercased() + "." } ?? ""
    return ([group + property.name] + parameters).joined(separator: ";") + ":" + property.value
  }
}

extension VCardFormat {
  /// A digest that is the same for two group cards that say the same thing, however a server
  /// wrote them: its uid, its name and its members (in any order, with or without `urn:uuid:`).
  public static func digest(of group: GroupCard) -> String {
    var hash = FNV1a128()
    let members = Set(group.members.map(GroupCard.bare)).sorted()
    hash.combine(
      (["GROUP", "UID:\(group.uid)", "NAME:\(group.name)"] + members.map { "MEMBER:\($0)" })
        .joined(separator: "\n").utf8)
    return hash.hex
  }
}
