import ContactsDomain
import ContactsVCard
import ContactsVIPER
import ContactsVIPERSession
import Foundation

/// The browser over the VIPER build: the list module presents the others through its
/// wireframes, as in the app; `VIPERSession` records what they show.
struct VIPERWeb: WebFrontEnd {
  func showList(_ request: PageRequest, repository: any ContactRepository) async -> ListState {
    let session = VIPERSession(
      repository: repository, fileFormat: VCardFormat(), pageSize: request.limit)
    await session.list.showPage(request)
    return session.listState
  }

  func openAdd(repository: any ContactRepository) async -> FormState {
    let session = VIPERSession(repository: repository, fileFormat: VCardFormat())
    session.list.addNewContactTapped()
    return session.formState
  }

  func submitAdd(_ action: FormAction, repository: any ContactRepository) async -> FormState {
    let session = VIPERSession(repository: repository, fileFormat: VCardFormat())
    session.list.addNewContactTapped()
    await submit(action, in: session)
    return session.formState
  }

  func showDetails(id: Contact.ID, repository: any ContactRepository) async -> DetailsState {
    await VIPERSession.openingDetails(
      of: id, repository: repository, fileFormat: VCardFormat()
    ).detailsState ?? .deleted
  }

  func deleteTapped(id: Contact.ID, repository: any ContactRepository) async -> DetailsState {
    let session = await VIPERSession.openingDetails(
      of: id, repository: repository, fileFormat: VCardFormat())
    session.detailsPresenter?.deleteTapped()
    return session.detailsState ?? .deleted
  }

  func deleteConfirmed(id: Contact.ID, repository: any ContactRepository) async -> DetailsState {
    let session = await VIPERSession.openingDetails(
      of: id, repository: repository, fileFormat: VCardFormat())
    session.detailsPresenter?.deleteTapped()
    await session.detailsPresenter?.deleteConfirmed()
    return session.detailsState ?? .deleted
  }

  func openEdit(id: Contact.ID, repository: any ContactRepository) async -> FormState {
    let session = await VIPERSession.openingDetails(
      of: id, repository: repository, fileFormat: VCardFormat())
    session.detailsPresenter?.editTapped()
    return session.formState
  }

  func submitEdit(id: Contact.ID, _ action: FormAction, repository: any ContactRepository) async
    -> FormState
  {
    let session = await VIPERSession.openingDetails(
      of: id, repository: repository, fileFormat: VCardFormat())
    session.detailsPresenter?.editTapped()
    await submit(action, in: session)
    return session.formState
  }

  func importFile(_ file: ImportFile, dryRun: Bool, repository: any ContactRepository) async
    -> ImportState
  {
    let session = VIPERSession(repository: repository, fileFormat: VCardFormat())
    session.list.importTapped()
    await session.importPresenter?.importTapped(files: [file], dryRun: dryRun)
    return session.importSummary.map { .summary($0) } ?? .failed(session.transferError ?? "")
  }

  func export(repository: any ContactRepository) async -> ExportState {
    let session = VIPERSession(repository: repository, fileFormat: VCardFormat())
    var bytes = Data()
    session.write = { bytes.append($0) }
    session.list.exportTapped()
    await session.exportPresenter?.exportTapped()
    return session.exportSummary != nil ? .file(bytes) : .failed(session.transferError ?? "")
  }

  private func submit(_ action: FormAction, in session: VIPERSession) async {
    switch action {
    case .done(let form):
      session.userTyped(form)
      await session.addPresenter?.doneTapped(form)
    case .cancel: session.addPresenter?.cancelTapped()
    }
  }
}
