import ContactsBuilds
import ContactsDomain

/// The pages of history and rewind, under each build's path.
extension Architecture {
  /// The History page of a contact, e.g. `/mvvm/contacts/42/history`.
  func historyPath(_ id: Contact.ID) -> String { detailsPath(id) + "/history" }

  /// Version `number` of a contact, e.g. `/mvvm/contacts/42/history/3`.
  func versionPath(_ id: Contact.ID, _ number: Int) -> String {
    historyPath(id) + "/\(number)"
  }

  /// Revert to this version on version `number` of a contact.
  func revertPath(_ id: Contact.ID, _ number: Int) -> String {
    versionPath(id, number) + "/revert"
  }

  /// The Rewind page and its forms' target, e.g. `/mvvm/rewind`.
  var rewindPath: String { "/\(rawValue)/rewind" }
}
