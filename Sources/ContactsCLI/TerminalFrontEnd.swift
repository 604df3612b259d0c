import ContactsDomain
import ContactsVIPERSession
import Foundation

/// What a screen about one contact (add, edit, details) ended on.
package enum ContactScreen: Equatable {
  case contact(ContactCard)
  case alert(String)
}

/// How a deletion ended.
package enum DeleteScreen: Equatable {
  case deleted(ContactCard)
  case kept(ContactCard)
  case failed(String)
}

/// How an import ended.
package enum ImportScreen: Equatable {
  case summary(ImportSummary)
  case failed(String)
}

/// How an export ended.
package enum ExportScreen: Equatable {
  case exported(ExportSummary)
  case failed(String)
}

/// The terminal's passive views over one architecture's modules.
package protocol TerminalFrontEnd {
  /// One window of the list, or of the search results when the request has a query.
  func list(_ request: PageRequest, repository: any ContactRepository) async -> ListState
  func add(_ form: ContactForm, repository: any ContactRepository) async -> ContactScreen
  func show(id: Contact.ID, repository: any ContactRepository) async -> ContactScreen
  /// Opens the edit screen of `id`, lets `change` type into its form, and taps Done.
  func edit(
    id: Contact.ID, repository: any ContactRepository, change: (inout ContactForm) -> Void
  ) async -> ContactScreen
  /// Opens the details of `id`, taps Delete, and confirms when `confirm` says so.
  func delete(
    id: Contact.ID, repository: any ContactRepository, confirm: (ContactCard) -> Bool
  ) async -> DeleteScreen
  /// Opens the import screen from the list and picks `files`; `progress` hears how far it has
  /// come while it runs.
  func importFiles(
    _ files: [ImportFile], dryRun: Bool, format: any ContactFileFormat,
    repository: any ContactRepository, progress: @escaping (ImportProgress) -> Void
  ) async -> ImportScreen
  /// Opens the export screen from the list and taps Export; the file goes to `write`, window
  /// after window, and an error from `write` stops it.
  func export(
    format: any ContactFileFormat, repository: any ContactRepository,
    write: @escaping (Data) throws -> Void
  ) async -> ExportScreen
}
