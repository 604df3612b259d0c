import ContactsDomain
import Foundation

/// vCard as an address book file format: reads 2.1, 3.0 and 4.0, writes `version`.
///
/// A card's `UID` identifies its contact; a card without one gets a uid derived from its
/// content. Everything the app does not model (`REV`, how fields were written, kept properties)
/// travels in the contact's `extras` and is written back on export.
public struct VCardFormat: ContactFileFormat {
  /// The version `write` produces.
  public let version: VCardVersion
  /// Whether reading refuses a file at its first line that cannot be read (`--strict`), rather
  /// than skipping that line and reporting it.
  public let strict: Bool

  /// A format that writes vCard `version`, 4.0 unless told otherwise, and reads leniently unless
  /// `strict`.
  public init(version: VCardVersion = .v4, strict: Bool = false) {
    self.version = version
    self.strict = strict
  }

  public var fileExtension: String { "vcf" }
  public var mediaType: String { "text/vcard" }

  /// The contacts and group cards of `data`; cards that can be neither, and lines that cannot be read, are
  /// skipped with a sentence naming the file and line. Throws `VCardError` for a malformed file
  /// when `strict`.
  public func read(_ data: Data, fileName: String) throws -> ContactFile {
    let reader = VCardFileReader(VCardStream(data, fileName: fileName, strict: strict))
    var contacts: [ContactImport] = []
    var skipped: [String] = []
    var groups: [GroupCard] = []
    while let item = try reader.next() {
      switch item {
      case .contact(let contact): contacts.append(contact)
      case .group(let group): groups.append(group)
      case .skipped(let sentence): skipped.append(sentence)
      }
    }
    return ContactFile(contacts: contacts, skipped: skipped, groups: groups)
  }

  /// Reads `file` a card at a time: a file behind a `ByteSource` is read a chunk at a time, in
  /// bounded memory.
  public func reader(for file: ImportFile) throws -> any ContactFileReader {
    switch file.contents {
    case .data(let data):
      return VCardFileReader(VCardStream(data, fileName: file.name, strict: strict))
    case .source(let source):
      do {
        return VCardFileReader(try VCardStream(source, fileName: file.name, strict: strict))
      } catch {
        throw ImportError.unreadable(fileName: file.name)
      }
    }
  }

  /// `groups` as their cards came, whatever `version` writes contacts.
  public func write(_ groups: [GroupCard]) -> Data {
    Data(groups.map(\.text).joined().utf8)
  }

  /// `contacts` as vCards of `version`, with their uids and what their import kept.
  public func write(_ contacts: [ContactExport]) -> Data {
    var writer = ContentLineWriter()
    for export in contacts { ExportedCardWriter.append(export, version: version, to: &writer) }
    return Data(writer.bytes)
  }

  /// The kept contact's extras with every property another card kept that it does not have:
  /// each once, in the order of the cards. A property in a group (`item1.X-ABLABEL`) belongs
  /// with the other card's fields of that group, so it stays with that card. Unchanged when
  /// the others add nothing.
  public func mergedExtras(_ extras: [String]) -> String {
    guard let first = extras.first else { return "" }
    var merged = VCardExtras(decoding: first)
    let before = merged.keptProperties.count
    for other in extras.dropFirst() {
      for property in VCardExtras(decoding: other).keptProperties
      where property.group == nil && !merged.keptProperties.contains(property) {
        merged.keptProperties.append(property)
      }
    }
    return merged.keptProperties.count == before ? first : merged.encoded
  }

  /// The card of an exported contact whose extras are `extras`: its fields as the app has them,
  /// the rest as imported, and the UID its file had.
  static func card(_ export: ContactExport, extras: VCardExtras) -> VCard {
    VCard(
      uid: export.fileUID ?? export.uid, revision: extras.revision,
      form: ContactForm(export.contact),
      fieldDetails: extras.fieldDetails,
      keptProperties: PhotoMapping.restored(extras.keptProperties, photo: export.photo))
  }
}
