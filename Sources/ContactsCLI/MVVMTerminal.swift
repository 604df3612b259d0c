import ContactsDomain
import ContactsMVVM

/// The terminal over the MVVM build: renders view-model state.
struct MVVMTerminal: TerminalFrontEnd {
  func showList(repository: any ContactRepository) async -> ListScreen {
    let list = ContactListViewModel(repository: repository)
    await list.viewDidLoad()
    if let message = list.errorMessage { return .error(message) }
    return list.showsNoContent ? .noContent : .rows(list.rows)
  }

  func addContact(firstName: String, lastName: String, repository: any ContactRepository) async
    -> AddScreen
  {
    let list = ContactListViewModel(repository: repository)
    let add = AddContactViewModel(repository: repository)
    await add.doneTapped(firstName: firstName, lastName: lastName)
    guard case .added(let contact) = add.outcome else { return .alert(add.alert ?? "") }
    return .added(list.viewModel(at: list.didAddContact(contact)))
  }
}
