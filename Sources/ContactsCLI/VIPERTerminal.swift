import ContactsDomain
import ContactsVCard
import ContactsVIPER
import ContactsVIPERSession
import Foundation

/// The terminal over the VIPER build: the list module presents the others, as in the app, and
/// `VIPERSession` records what they show.
package struct VIPERTerminal: TerminalFrontEnd {
  package func list(_ request: PageRequest, repository: any ContactRepository) async -> ListState {
    let session = VIPERSession(
      repository: repository, fileFormat: VCardFormat(), pageSize: request.limit)
    await session.list.showPage(request)
    return session.listState
  }

  package func add(_ form: ContactForm, repository: any ContactRepository) async -> ContactScreen {
    let session = VIPERSession(repository: repository, fileFormat: VCardFormat())
    session.list.addNewContactTapped()
    await session.addPresenter?.doneTapped(form)
    return session.saved.map { .contact($0.card) } ?? .alert(session.alert ?? "")
  }

  package func show(id: Contact.ID, repository: any ContactRepository) async -> ContactScreen {
    let session = await VIPERSession.openingDetails(
      of: id, repository: repository, fileFormat: VCardFormat())
    return ContactScreen(session.detailsState)
  }

  package func edit(
    id: Contact.ID, repository: any ContactRepository, change: (inout ContactForm) -> Void
  ) async -> ContactScreen {
    let session = await VIPERSession.openingDetails(
      of: id, repository: repository, fileFormat: VCardFormat())
    session.detailsPresenter?.editTapped()
    guard var form = session.form?.0 else { return ContactScreen(session.detailsState) }
    change(&form)
    await session.addPresenter?.doneTapped(form)
    guard session.isAddClosed else { return .alert(session.alert ?? "") }
    return ContactScreen(session.detailsState)
  }

  package func delete(
    id: Contact.ID, repository: any ContactRepository, confirm: (ContactCard) -> Bool
  ) async -> DeleteScreen {
    let session = await VIPERSession.openingDetails(
      of: id, repository: repository, fileFormat: VCardFormat())
    guard case .card(let card) = session.detailsState else {
      return .failed(ContactScreen(session.detailsState).message)
    }
    session.detailsPresenter?.deleteTapped()
    guard case .confirmDelete(let asked) = session.detailsState, confirm(asked) else {
      session.detailsPresenter?.deleteCancelled()
      return .kept(card)
    }
    await session.detailsPresenter?.deleteConfirmed()
    guard session.detailsState == .deleted else {
      return .failed(ContactScreen(session.detailsState).message)
    }
    return .deleted(card)
  }

  package func importFiles(
    _ files: [ImportFile], dryRun: Bool, format: any ContactFileFormat,
    repository: any ContactRepository, progress: @escaping (ImportProgress) -> Void
  ) async -> ImportScreen {
    let session = VIPERSession(repository: repository, fileFormat: format)
    session.progress = progress
    session.list.importTapped()
    await session.importPresenter?.importTapped(files: files, dryRun: dryRun)
    return session.importSummary.map { .summary($0) } ?? .failed(session.transferError ?? "")
  }

  package func export(
    format: any ContactFileFormat, repository: any ContactRepository,
    write: @escaping (Data) throws -> Void
  ) async -> ExportScreen {
    let session = VIPERSession(repository: repository, fileFormat: format)
    session.write = write
    session.list.exportTapped()
    await session.exportPresenter?.exportTapped()
    return session.exportSummary.map { .exported($0) } ?? .failed(session.transferError ?? "")
  }
}

extension ContactScreen {
  /// The contact the details screen shows, or its error.
  fileprivate init(_ state: DetailsState?) {
    switch state {
    case .card(let card), .confirmDelete(let card): self = .contact(card)
    case .error(let message): self = .alert(message)
    case .deleted, nil: self = .alert("")
    }
  }

  fileprivate var message: String {
    if case .alert(let message) = self { return message }
    return ""
  }
}
