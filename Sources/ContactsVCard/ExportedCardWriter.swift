import ContactsDomain

/// Writes an exported contact as a vCard straight from its fields, window after window of an
/// export.
///
/// A contact whose extras hold no details of how its fields were written, and whose name and
/// organization have no other parts (a contact made in the app, or imported from a card that
/// wrote them plainly) gets the lines `VCardWriter` would write
/// for its card, byte for byte (a test holds them equal), without a `VCard` or a `VCardProperty`
/// per field; one with details goes through `VCardWriter`.
enum ExportedCardWriter {
  static func append(
    _ export: ContactExport, version: VCardVersion, to writer: inout ContentLineWriter
  ) {
    let extras = VCardExtras(decoding: export.extras)
    let details = export.contact.details
    guard extras.fieldDetails.isEmpty,
      [details.namePrefix, details.middleName, details.nameSuffix, details.department].allSatisfy(
        \.isEmpty)
    else {
      VCardWriter.append(VCardFormat.card(export, extras: extras), version: version, to: &writer)
      return
    }
    VCardWriter.appendCard(version: version, to: &writer) { writer in
      let contact = export.contact
      appendNames(of: contact, version: version, to: &writer)
      writer.appendText(export.fileUID ?? export.uid, name: "UID")
      if let revision = extras.revision {
        writer.append(VCardWriter.adapted(VCardProperty(name: "REV", value: revision), to: version))
      }
      let organization = FieldText.trimmed(contact.organization)
      if !organization.isEmpty { writer.appendText(organization, name: "ORG") }
      if details.isCompany { writer.append(CompanyMarker.property(for: version)) }
      var groups: GroupNames?
      let makeGroup = {
        groups = groups ?? GroupNames(avoiding: extras.keptProperties)
        return groups!.next()
      }
      appendLabeled(contact.phones, as: .phone, to: &writer, group: makeGroup)
      appendLabeled(contact.emails, as: .email, to: &writer, group: makeGroup)
      if !FieldText.trimmed(contact.note).isEmpty { writer.appendText(contact.note, name: "NOTE") }
      var kept = PhotoMapping.restored(
        CompanyMarker.kept(extras.keptProperties, isCompany: details.isCompany),
        photo: export.photo)
      if !details.isEmpty
        || kept.contains(where: { DetailSources.propertyNames.contains($0.name) })
      {
        var names = groups ?? GroupNames(avoiding: extras.keptProperties)
        kept = DetailWriter.write(
          ContactForm(contact), kept: kept, version: version, sortAs: ("", ""), groups: &names)
      }
      for property in kept {
        writer.append(VCardWriter.adapted(VCardWriter.written(property), to: version))
      }
    }
  }

  /// `FN` and `N` as `NameMapping.write` writes them without details: `N` of the names, when
  /// there are any; else none in 4.0, and an empty one in 3.0, which requires it.
  private static func appendNames(
    of contact: Contact, version: VCardVersion, to writer: inout ContentLineWriter
  ) {
    let first = FieldText.trimmed(contact.firstName)
    let last = FieldText.trimmed(contact.lastName)
    let organization = FieldText.trimmed(contact.organization)
    // 3.0 and 4.0 require FN: a contact without a name gets what it is shown by.
    let shown = ContactName.shown(
      firstName: first, lastName: last, organization: organization,
      nickname: contact.details.nickname, emails: contact.emails, phones: contact.phones,
      urls: contact.details.urls)
    writer.appendText(shown, name: "FN")
    if !first.isEmpty || !last.isEmpty || version == .v3 {
      writer.appendN(last: last, first: first)
    }
  }

  /// `TEL`s or `EMAIL`s as `LabeledFieldMapping.write` writes them without details: a label
  /// that no `TYPE` writes goes to an `X-ABLabel` in a group of its own.
  private static func appendLabeled(
    _ values: [LabeledValue], as field: LabelMapping.Field, to writer: inout ContentLineWriter,
    group: () -> String
  ) {
    let name: StaticString = field == .phone ? "TEL" : "EMAIL"
    for labeled in values where !FieldText.trimmed(labeled.value).isEmpty {
      let label = FieldText.trimmed(labeled.label)
      if let types = LabelMapping.types(for: label, field: field) {
        writer.appendText(labeled.value, name: name, types: types)
      } else if label.isEmpty {
        writer.appendText(labeled.value, name: name)
      } else {
        let group = group()
        writer.appendText(labeled.value, name: name, group: group)
        writer.appendText(label, name: "X-ABLABEL", group: group)
      }
    }
  }
}
