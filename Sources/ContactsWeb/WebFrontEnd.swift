import ContactsDomain
import ContactsVIPERSession
import Foundation

/// How an import from the web ended.
enum ImportState: Equatable, Sendable {
  case summary(ImportSummary)
  /// Nothing was stored; the sentence names the file and the line.
  case failed(String)
}

/// How an export for the web ended: the whole file, or why there is none.
enum ExportState: Equatable, Sendable {
  case file(Data)
  case failed(String)
}

/// The button a form was sent with.
enum FormAction: Equatable, Sendable {
  case done(ContactForm)
  case cancel
}

/// The browser's passive views over one architecture's modules: each call builds the modules for
/// one request, does what the person did, and reports what the modules told the views. No state.
protocol WebFrontEnd: Sendable {
  func showList(_ request: PageRequest, repository: any ContactRepository) async -> ListState
  func openAdd(repository: any ContactRepository) async -> FormState
  func submitAdd(_ action: FormAction, repository: any ContactRepository) async -> FormState
  func showDetails(id: Contact.ID, repository: any ContactRepository) async -> DetailsState
  /// The person tapped Delete on the details screen.
  func deleteTapped(id: Contact.ID, repository: any ContactRepository) async -> DetailsState
  /// The person confirmed the deletion.
  func deleteConfirmed(id: Contact.ID, repository: any ContactRepository) async -> DetailsState
  /// The person tapped Edit on the details screen.
  func openEdit(id: Contact.ID, repository: any ContactRepository) async -> FormState
  func submitEdit(id: Contact.ID, _ action: FormAction, repository: any ContactRepository) async
    -> FormState
  /// The person chose a file on the import page and tapped Import.
  func importFile(_ file: ImportFile, dryRun: Bool, repository: any ContactRepository) async
    -> ImportState
  /// The person tapped Export on the list page.
  func export(repository: any ContactRepository) async -> ExportState
}
