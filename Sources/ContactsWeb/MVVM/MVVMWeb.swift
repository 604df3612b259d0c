import ContactsDomain
import ContactsMVVM
import ContactsVCard
import ContactsVIPERSession
import Foundation

/// The browser over the MVVM build: pages render view-model state. In MVVM the front end decides
/// navigation: which view model a page needs, and where a closed screen leads.
struct MVVMWeb: WebFrontEnd {
  func showList(_ request: PageRequest, repository: any ContactRepository) async -> ListState {
    let list = ContactListViewModel(repository: repository, pageSize: request.limit)
    await list.showPage(request)
    if let message = list.errorMessage { return .error(message) }
    if list.showsNoContent { return .noContent }
    if list.showsNoResults { return .noResults(list.query) }
    return .rows(list.rows, previous: list.window.previousPage, next: list.window.nextPage)
  }

  func openAdd(repository: any ContactRepository) async -> FormState {
    render(AddContactViewModel(repository: repository))
  }

  func submitAdd(_ action: FormAction, repository: any ContactRepository) async -> FormState {
    await submit(action, to: AddContactViewModel(repository: repository))
  }

  func showDetails(id: Contact.ID, repository: any ContactRepository) async -> DetailsState {
    render(await details(id, repository))
  }

  func deleteTapped(id: Contact.ID, repository: any ContactRepository) async -> DetailsState {
    let details = await details(id, repository)
    if details.card != nil { details.deleteTapped() }
    return render(details)
  }

  func deleteConfirmed(id: Contact.ID, repository: any ContactRepository) async -> DetailsState {
    let details = await details(id, repository)
    guard details.card != nil else { return render(details) }
    details.deleteTapped()
    await details.deleteConfirmed()
    return render(details)
  }

  func openEdit(id: Contact.ID, repository: any ContactRepository) async -> FormState {
    guard let edit = await edit(id, repository) else {
      return .error(await details(id, repository).message)
    }
    return render(edit)
  }

  func submitEdit(id: Contact.ID, _ action: FormAction, repository: any ContactRepository) async
    -> FormState
  {
    guard let edit = await edit(id, repository) else {
      return .error(await details(id, repository).message)
    }
    return await submit(action, to: edit)
  }

  func importFile(_ file: ImportFile, dryRun: Bool, repository: any ContactRepository) async
    -> ImportState
  {
    let screen = ImportContactsViewModel(repository: repository, format: VCardFormat())
    await screen.importTapped(files: [file], dryRun: dryRun)
    return screen.summary.map { .summary($0) } ?? .failed(screen.errorMessage ?? "")
  }

  func export(repository: any ContactRepository) async -> ExportState {
    let screen = ExportContactsViewModel(repository: repository, format: VCardFormat())
    var bytes = Data()
    await screen.exportTapped { bytes.append($0) }
    return screen.summary != nil ? .file(bytes) : .failed(screen.errorMessage ?? "")
  }

  // MARK: - Private

  private func details(_ id: Contact.ID, _ repository: any ContactRepository) async
    -> ContactDetailsViewModel
  {
    let details = ContactDetailsViewModel(repository: repository, id: id)
    await details.viewDidLoad()
    return details
  }

  /// The edit screen of contact `id`, opened from its details; nil when they could not load.
  private func edit(_ id: Contact.ID, _ repository: any ContactRepository) async
    -> AddContactViewModel?
  {
    guard let contact = await details(id, repository).contact else { return nil }
    return AddContactViewModel(repository: repository, editing: contact)
  }

  private func submit(_ action: FormAction, to screen: AddContactViewModel) async -> FormState {
    switch action {
    case .done(let form): await screen.doneTapped(form)
    case .cancel: screen.cancelTapped()
    }
    return render(screen)
  }

  private func render(_ screen: AddContactViewModel) -> FormState {
    switch screen.outcome {
    case .added(let contact), .updated(let contact): .saved(ContactViewModel(contact))
    case .cancelled: .cancelled
    case nil: .form(screen.form, isEditing: screen.isEditing, alert: screen.alert)
    }
  }

  private func render(_ details: ContactDetailsViewModel) -> DetailsState {
    if details.isDeleted { return .deleted }
    guard let card = details.card, details.errorMessage == nil else {
      return .error(details.message)
    }
    return details.isConfirmingDelete ? .confirmDelete(card) : .card(card)
  }
}

extension ContactDetailsViewModel {
  fileprivate var message: String { errorMessage ?? "" }
}
