import ContactsDomain
import Foundation

extension VCardFormat {
  /// The contact of `export`, stored before details were read, as an import of its card reads
  /// it today: the details in its kept properties (birthday, addresses, web sites, groups…)
  /// and in how its `N` and `ORG` were written (middle name, prefix, suffix, a phonetic name
  /// from `SORT-AS`, the department apart from the organization).
  ///
  /// Its card is made as it came (the stored row lost the parts of `N` and `ORG`, so export
  /// writes them only once the details hold them again) and read as an import reads a file.
  /// Nil when the card holds no details, when it does not read back as the contact stored (the
  /// same names, phones, emails and note), or when the contact read is not written back as that
  /// card: the contact then stays as it is, its properties kept and written back.
  ///
  /// A contact with details had them read before some properties were (see
  /// `addingDetailsReadSinceV23(to:kept:)`): it gets only the details those say; and before an
  /// exporter's system labels were told from groups: it leaves those groups (`SystemCategories`;
  /// its `CATEGORIES` stay kept, and written back).
  public static func importedContact(of export: ContactExport) throws -> Contact? {
    let stored = export.contact
    guard stored.details.isEmpty else {
      let read = addingDetailsReadSinceV23(
        to: stored, kept: VCardExtras(decoding: export.extras).keptProperties)
      return SystemCategories.leaving(read ?? stored) ?? read
    }
    var card = card(export, extras: VCardExtras(decoding: export.extras))
    if let n = card.fieldDetails.first(where: { $0.name == "N" }),
      case let names = NameMapping.read(n: n, fn: nil, org: ""),
      (FieldText.trimmed(names.firstName), FieldText.trimmed(names.lastName))
        == (stored.firstName, stored.lastName)
    {
      NameParts(n: n).fill(&card.form)
    }
    if let org = card.fieldDetails.first(where: { $0.name == "ORG" }),
      TextFieldMapping.read(org, as: .organization).text == stored.organization
    {
      (card.form.organization, card.form.department) = TextFieldMapping.organizationParts(
        org.value)
    }
    let written = [VCardVersion.v3, .v4].map { Data(VCardWriter.write(card, version: $0).utf8) }
    // Read leniently, as an import reads a file: nothing in it is refused as a whole.
    let file = try VCardFormat().read(written[1], fileName: "contact \(stored.id)")
    guard file.contacts.count == 1, let draft = file.contacts.first?.draft,
      !draft.details.isEmpty,
      (draft.firstName, draft.lastName, draft.phones, draft.emails, draft.note)
        == (stored.firstName, stored.lastName, stored.phones, stored.emails, stored.note),
      [draft.organization, draft.details.department].filter({ !$0.isEmpty })
        .joined(separator: ", ") == stored.organization
    else { return nil }
    var contact = Contact(
      id: stored.id, firstName: stored.firstName, lastName: stored.lastName,
      phones: stored.phones, emails: stored.emails, organization: draft.organization,
      note: stored.note, details: draft.details)
    contact.photo = stored.photo
    let read = ContactExport(
      contact: contact, uid: export.uid, extras: export.extras, fileUID: export.fileUID,
      photo: export.photo)
    // A company's marker, kept by the stored row, is written from its flag now: after `ORG`.
    card.form.isCompany = draft.details.isCompany
    card.keptProperties = CompanyMarker.kept(card.keptProperties, isCompany: card.form.isCompany)
    let expected =
      card.form.isCompany
      ? [VCardVersion.v3, .v4].map { Data(VCardWriter.write(card, version: $0).utf8) } : written
    guard [VCardVersion.v3, .v4].map({ VCardFormat(version: $0).write([read]) }) == expected
    else { return nil }
    return contact
  }
}
