import Foundation

/// One contact as a file of its own, to share: the same bytes an export writes for it.
public struct SharedCard: Hashable, Sendable {
  /// The name to suggest for the file: the contact's name, made safe ("Ada Lovelace.vcf").
  public let fileName: String
  /// The file's media type, such as `text/vcard`.
  public let mediaType: String
  public let data: Data

  public init(fileName: String, mediaType: String, data: Data) {
    self.fileName = fileName
    self.mediaType = mediaType
    self.data = data
  }

  /// `name` as a file name with `fileExtension`: no path separators, control characters or
  /// characters other systems refuse in a name, no leading dot, at most 100 characters;
  /// "contact" when nothing is left.
  public static func fileName(for name: String, fileExtension: String) -> String {
    let refused = Set("/\\:*?\"<>|")
    let kept = name.unicodeScalars.map { scalar -> Character in
      scalar.properties.generalCategory == .control || refused.contains(Character(scalar))
        ? " " : Character(scalar)
    }
    let words = String(kept).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    let trimmed = String(words.drop { $0 == "." }.prefix(100))
      .trimmingCharacters(in: .whitespaces)
    return "\(trimmed.isEmpty ? "contact" : trimmed).\(fileExtension)"
  }
}

extension ContactRepository {
  /// The contact `id` in `format`, alone in its file: what an export writes for it, byte for
  /// byte. Throws `ContactStoreError.notFound` when there is none.
  public func sharedCard(id: Contact.ID, format: any ContactFileFormat) async throws
    -> SharedCard
  {
    let contact = try await contact(id: id)
    let card = try await exported(contact)
    return SharedCard(
      fileName: SharedCard.fileName(for: contact.fullName, fileExtension: format.fileExtension),
      mediaType: format.mediaType, data: format.head() + format.write([card]))
  }

  /// `contact` as an export has it (with its uid and kept properties). Throws
  /// `ContactStoreError.notFound` when it is no longer in the list.
  public func exported(_ contact: Contact) async throws -> ContactExport {
    // The export's window that starts at this contact: the one row just after the row before.
    let before = ContactPosition(sortKey: contact.position.sortKey, id: contact.id - 1)
    let window = try await exportSnapshot().exportContacts(after: before, limit: 1)
    guard let card = window.first, card.contact.id == contact.id else {
      throw ContactStoreError.notFound(contact.id)
    }
    return card
  }
}
