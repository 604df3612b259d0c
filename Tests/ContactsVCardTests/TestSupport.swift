import ContactsDomain
import ContactsVCard
import Foundation
import Testing

/// The `.vcf` files under `Fixtures`, read as the app reads them.
enum Fixture {
  static func data(_ name: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "vcf", subdirectory: "Fixtures"))
    return try Data(contentsOf: url)
  }

  static func results(_ name: String) throws -> [VCardReadResult] {
    try VCardReader.read(data(name), fileName: "\(name).vcf")
  }

  /// The cards of fixture `name` that were read, skipping none silently: see `results`.
  static func cards(_ name: String) throws -> [VCard] {
    try results(name).compactMap(\.card)
  }
}

/// Reads `text` as the file `test.vcf`.
func read(_ text: String) throws(VCardError) -> [VCardReadResult] {
  try VCardReader.read(Data(text.utf8), fileName: "test.vcf")
}

/// The one card `text` holds.
func readCard(_ text: String) throws -> VCard {
  let results = try read(text)
  #expect(results.count == 1)
  return try #require(results.first?.card)
}

/// A vCard 3.0 around `lines`, CRLF-ended.
func card3(_ lines: String...) -> String {
  (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n")
}

/// A vCard 4.0 around `lines`, CRLF-ended.
func card4(_ lines: String...) -> String {
  (["BEGIN:VCARD", "VERSION:4.0"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n")
}

/// Shorthand for a labeled value.
func labeled(_ label: String, _ value: String) -> LabeledValue {
  LabeledValue(label: label, value: value)
}

extension VCard {
  /// The card with its form as `ContactDraft` stores an import: trimmed, NFC.
  var normalized: VCard {
    get throws {
      var copy = self
      copy.form = ContactForm(Contact(id: 0, try ContactDraft(form, origin: .imported)))
      return copy
    }
  }

  /// The property of the kept ones called `name`, the first if several.
  func kept(_ name: String) -> VCardProperty? {
    keptProperties.first { $0.name == name }
  }

  /// The detail called `name`, the first if several.
  func detail(_ name: String) -> VCardProperty? {
    fieldDetails.first { $0.name == name }
  }
}

/// Export then import: what `cards` become once written as `version` and read back.
func roundTrip(_ cards: [VCard], _ version: VCardVersion) throws -> [VCard] {
  let text = VCardWriter.write(cards, version: version)
  return try VCardReader.read(Data(text.utf8), fileName: "export.vcf").map { try #require($0.card) }
}
