import ContactsDomain
import ContactsVIPER
import Foundation

/// The terminal over the VIPER build: the list module presents the others, as in the app.
package struct VIPERTerminal: TerminalFrontEnd {
  package func list(_ request: PageRequest, repository: any ContactRepository) async -> ListScreen {
    let session = TerminalSession(repository: repository, pageSize: request.limit)
    await session.list.showPage(request)
    return session.listScreen
  }

  package func add(_ form: ContactForm, repository: any ContactRepository) async -> ContactScreen {
    let session = TerminalSession(repository: repository)
    session.list.addNewContactTapped()
    await session.addPresenter?.doneTapped(form)
    return session.inserted.map { .contact($0.card) } ?? .alert(session.message ?? "")
  }

  package func show(id: Contact.ID, repository: any ContactRepository) async -> ContactScreen {
    let session = await TerminalSession.openingDetails(of: id, repository: repository)
    return session.card.map { .contact($0) } ?? .alert(session.message ?? "")
  }

  package func edit(
    id: Contact.ID, repository: any ContactRepository, change: (inout ContactForm) -> Void
  ) async -> ContactScreen {
    let session = await TerminalSession.openingDetails(of: id, repository: repository)
    guard session.card != nil else { return .alert(session.message ?? "") }
    session.detailsPresenter?.editTapped()
    guard var form = session.form else { return .alert(session.message ?? "") }
    change(&form)
    await session.addPresenter?.doneTapped(form)
    guard session.isAddClosed, let card = session.card else { return .alert(session.message ?? "") }
    return .contact(card)
  }

  package func delete(
    id: Contact.ID, repository: any ContactRepository, confirm: (ContactCard) -> Bool
  ) async -> DeleteScreen {
    let session = await TerminalSession.openingDetails(of: id, repository: repository)
    guard let card = session.card else { return .failed(session.message ?? "") }
    session.detailsPresenter?.deleteTapped()
    guard let asked = session.confirmation, confirm(asked) else {
      session.detailsPresenter?.deleteCancelled()
      return .kept(card)
    }
    await session.detailsPresenter?.deleteConfirmed()
    return session.isDetailsClosed ? .deleted(card) : .failed(session.message ?? "")
  }

  package func importFiles(
    _ files: [ImportFile], dryRun: Bool, format: any ContactFileFormat,
    repository: any ContactRepository, progress: @escaping (ImportProgress) -> Void
  ) async -> ImportScreen {
    let session = TerminalSession(repository: repository, fileFormat: format)
    session.progress = progress
    session.list.importTapped()
    await session.importPresenter?.importTapped(files: files, dryRun: dryRun)
    return session.importSummary.map { .summary($0) } ?? .failed(session.message ?? "")
  }

  package func export(
    format: any ContactFileFormat, repository: any ContactRepository,
    write: @escaping (Data) throws -> Void
  ) async -> ExportScreen {
    let session = TerminalSession(repository: repository, fileFormat: format)
    session.write = write
    session.list.exportTapped()
    await session.exportPresenter?.exportTapped()
    return session.exportSummary.map { .exported($0) } ?? .failed(session.message ?? "")
  }
}
