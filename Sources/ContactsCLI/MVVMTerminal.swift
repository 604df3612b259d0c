import ContactsDomain
import ContactsMVVM
import ContactsVIPERSession
import Foundation

/// The terminal over the MVVM build: renders view-model state.
package struct MVVMTerminal: TerminalFrontEnd {
  package func list(_ request: PageRequest, repository: any ContactRepository) async -> ListState {
    let list = ContactListViewModel(repository: repository, pageSize: request.limit)
    await list.showPage(request)
    if let message = list.errorMessage { return .error(message) }
    if list.showsNoContent { return .noContent }
    if list.showsNoResults { return .noResults(list.query) }
    return .rows(list.rows, previous: list.window.previousPage, next: list.window.nextPage)
  }

  package func add(_ form: ContactForm, repository: any ContactRepository) async -> ContactScreen {
    let add = AddContactViewModel(repository: repository)
    await add.doneTapped(form)
    guard case .added(let contact) = add.outcome else { return .alert(add.alert ?? "") }
    return .contact(ContactCard(contact))
  }

  package func show(id: Contact.ID, repository: any ContactRepository) async -> ContactScreen {
    let details = await loadDetails(id: id, repository: repository)
    return details.card.map { .contact($0) } ?? .alert(details.errorMessage ?? "")
  }

  package func edit(
    id: Contact.ID, repository: any ContactRepository, change: (inout ContactForm) -> Void
  ) async -> ContactScreen {
    let details = await loadDetails(id: id, repository: repository)
    guard let contact = details.contact else { return .alert(details.errorMessage ?? "") }
    let edit = AddContactViewModel(repository: repository, editing: contact)
    var form = edit.form
    change(&form)
    await edit.doneTapped(form)
    guard case .updated(let updated) = edit.outcome else { return .alert(edit.alert ?? "") }
    details.didUpdateContact(updated)
    return .contact(ContactCard(updated))
  }

  package func delete(
    id: Contact.ID, repository: any ContactRepository, confirm: (ContactCard) -> Bool
  ) async -> DeleteScreen {
    let details = await loadDetails(id: id, repository: repository)
    guard let card = details.card else { return .failed(details.errorMessage ?? "") }
    details.deleteTapped()
    guard details.isConfirmingDelete, confirm(card) else {
      details.deleteCancelled()
      return .kept(card)
    }
    await details.deleteConfirmed()
    return details.isDeleted ? .deleted(card) : .failed(details.errorMessage ?? "")
  }

  package func importFiles(
    _ files: [ImportFile], dryRun: Bool, format: any ContactFileFormat,
    repository: any ContactRepository, progress: @escaping (ImportProgress) -> Void
  ) async -> ImportScreen {
    let importer = ImportContactsViewModel(repository: repository, format: format)
    importer.progressChanged = progress
    await importer.importTapped(files: files, dryRun: dryRun)
    return importer.summary.map { .summary($0) } ?? .failed(importer.errorMessage ?? "")
  }

  package func export(
    format: any ContactFileFormat, repository: any ContactRepository,
    write: @escaping (Data) throws -> Void
  ) async -> ExportScreen {
    let exporter = ExportContactsViewModel(repository: repository, format: format)
    await exporter.exportTapped(write: write)
    return exporter.summary.map { .exported($0) } ?? .failed(exporter.errorMessage ?? "")
  }

  private func loadDetails(id: Contact.ID, repository: any ContactRepository) async
    -> ContactDetailsViewModel
  {
    let details = ContactDetailsViewModel(repository: repository, id: id)
    await details.viewDidLoad()
    return details
  }
}
