import ContactsDomain
import Foundation
import Testing

@testable import ContactsVCard

@Suite("Writing exported contacts straight from their fields")
struct ExportedCardWriterTests {
  /// What `VCardWriter` writes for the card of `export`: the bytes an export wrote before it
  /// wrote contacts straight from their fields.
  private func cardWriterText(_ export: ContactExport, _ version: VCardVersion) -> String {
    VCardWriter.write(
      VCardFormat.card(export, extras: VCardExtras(decoding: export.extras)), version: version)
  }

  private func exportText(_ exports: [ContactExport], _ version: VCardVersion) -> String {
    String(decoding: VCardFormat(version: version).write(exports), as: UTF8.self)
  }

  /// `card` as the store hands it to an export, with its details left out when `plain`.
  private func export(_ card: VCard, id: Int64, plain: Bool) throws -> ContactExport {
    let extras = VCardExtras(
      revision: card.revision, fieldDetails: plain ? [] : card.fieldDetails,
      keptProperties: card.keptProperties)
    let fileUID = id.isMultiple(of: 5) ? "urn:uuid:file-\(id)" : nil
    return ContactExport(
      contact: Contact(id: id, try ContactDraft(card.form)),
      uid: card.uid ?? "urn:uuid:\(id)", extras: extras.encoded, fileUID: fileUID)
  }

  @Test(arguments: VCardVersion.allCases)
  func twoThousandGeneratedContactsAreWrittenAsTheCardWriterWritesThem(
    version: VCardVersion
  ) throws {
    var generator = CardGenerator(seed: 77)
    let exports = try (0..<2_000).map { index in
      try export(generator.card(), id: Int64(index + 1), plain: index % 3 != 0)
    }
    #expect(exports.filter { VCardExtras(decoding: $0.extras).fieldDetails.isEmpty }.count > 1_000)
    #expect(exportText(exports, version) == exports.map { cardWriterText($0, version) }.joined())
  }

  @Test(arguments: VCardVersion.allCases)
  func contactsMadeInTheAppWithNoNameOrTrickyTextAreWrittenAsTheCardWriterWritesThem(
    version: VCardVersion
  ) {
    let long = String(repeating: "語é,", count: 40)
    let contacts = [
      Contact(id: 1, firstName: "", lastName: "", organization: "Acme; Inc, \\ Ltd"),
      Contact(id: 2, firstName: "", lastName: ""),
      Contact(id: 3, firstName: "Cher", lastName: "", note: "a\r\nb\rc\nd"),
      Contact(
        id: 4, firstName: " Ada ", lastName: long,
        phones: [
          LabeledValue(label: "Grand-mère", value: "+1 555"), LabeledValue(label: "", value: " "),
          LabeledValue(label: " mobile ", value: " 0100 "), LabeledValue(label: "", value: "7;8"),
        ],
        emails: [
          LabeledValue(label: "iCloud", value: "a@b.c"), LabeledValue(label: "x400", value: long),
        ],
        organization: "  ", note: "  "),
    ]
    let kept = VCardExtras(
      revision: "2024;base64,x", fieldDetails: [],
      keptProperties: [
        VCardProperty(group: "item1", name: "X-KEEP", value: "1"),
        VCardProperty(
          name: "PHOTO", parameters: [VCardParameter("PREF", "1")],
          value: "data:image/png;base64,AAAA"),
      ]
    ).encoded
    let exports = contacts.flatMap { contact in
      [
        ContactExport(contact: contact, uid: "urn:uuid:\(contact.id)", extras: ""),
        ContactExport(contact: contact, uid: "u,\(contact.id)", extras: kept, fileUID: "f;1"),
      ]
    }
    for export in exports {
      #expect(exportText([export], version) == cardWriterText(export, version))
    }
  }
}
