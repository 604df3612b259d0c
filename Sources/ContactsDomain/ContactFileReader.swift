import Foundation

/// Reads one file's contacts one at a time, so an import holds one card in memory, not the file.
public protocol ContactFileReader: AnyObject {
  /// The next contact or skipped card, nil at the end. A malformed file throws a
  /// `UserFacingError` naming the file and line.
  func next() throws -> ContactFileItem?
  /// How many of the file's bytes were read so far: what an import's progress estimates from.
  var bytesRead: Int { get }
}

/// What a file reader made of one card.
public enum ContactFileItem: Hashable, Sendable {
  /// A contact to store.
  case contact(ContactImport)
  /// A group card, stored as a group rather than a contact.
  case group(GroupCard)
  /// A card left out: the sentence naming its line and why.
  case skipped(String)
}

/// The items of a file read whole: the reader of a format that does not stream.
final class ContactFileItems: ContactFileReader {
  private var items: IndexingIterator<[ContactFileItem]>
  let bytesRead: Int

  init(_ file: ContactFile, bytes: Int) {
    items =
      (file.contacts.map(ContactFileItem.contact) + file.groups.map(ContactFileItem.group)
      + file.skipped.map(ContactFileItem.skipped)).makeIterator()
    bytesRead = bytes
  }

  func next() -> ContactFileItem? { items.next() }
}

extension ContactFileFormat {
  /// Reads the whole file, then hands out its contacts: formats that can read as they go
  /// implement their own.
  public func reader(for file: ImportFile) throws -> any ContactFileReader {
    let data = try file.data()
    return ContactFileItems(try read(data, fileName: file.name), bytes: data.count)
  }
}
