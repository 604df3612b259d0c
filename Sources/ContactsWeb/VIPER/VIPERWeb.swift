import ContactsDomain
import ContactsVIPER

/// The browser over the VIPER build: the list module presents the others through its
/// wireframes, as in the app; `WebSession` records what they show.
struct VIPERWeb: WebFrontEnd {
  func showList(_ request: PageRequest, repository: any ContactRepository) async -> ListScreen {
    let session = WebSession(repository: repository, pageSize: request.limit)
    await session.list.showPage(request)
    return session.listScreen
  }

  func openAdd(repository: any ContactRepository) async -> FormScreen {
    let session = WebSession(repository: repository)
    session.list.addNewContactTapped()
    return session.formScreen
  }

  func submitAdd(_ action: FormAction, repository: any ContactRepository) async -> FormScreen {
    let session = WebSession(repository: repository)
    session.list.addNewContactTapped()
    await submit(action, in: session)
    return session.formScreen
  }

  func showDetails(id: Contact.ID, repository: any ContactRepository) async -> DetailsScreen {
    await WebSession.openingDetails(of: id, repository: repository).detailsScreen ?? .deleted
  }

  func deleteTapped(id: Contact.ID, repository: any ContactRepository) async -> DetailsScreen {
    let session = await WebSession.openingDetails(of: id, repository: repository)
    session.detailsPresenter?.deleteTapped()
    return session.detailsScreen ?? .deleted
  }

  func deleteConfirmed(id: Contact.ID, repository: any ContactRepository) async -> DetailsScreen {
    let session = await WebSession.openingDetails(of: id, repository: repository)
    session.detailsPresenter?.deleteTapped()
    await session.detailsPresenter?.deleteConfirmed()
    return session.detailsScreen ?? .deleted
  }

  func openEdit(id: Contact.ID, repository: any ContactRepository) async -> FormScreen {
    let session = await WebSession.openingDetails(of: id, repository: repository)
    session.detailsPresenter?.editTapped()
    return session.formScreen
  }

  func submitEdit(id: Contact.ID, _ action: FormAction, repository: any ContactRepository) async
    -> FormScreen
  {
    let session = await WebSession.openingDetails(of: id, repository: repository)
    session.detailsPresenter?.editTapped()
    await submit(action, in: session)
    return session.formScreen
  }

  private func submit(_ action: FormAction, in session: WebSession) async {
    switch action {
    case .done(let form):
      session.userTyped(form)
      await session.addPresenter?.doneTapped(form)
    case .cancel: session.addPresenter?.cancelTapped()
    }
  }
}
