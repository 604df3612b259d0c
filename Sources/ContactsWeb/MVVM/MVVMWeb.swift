import ContactsDomain
import ContactsMVVM

/// The browser over the MVVM build: pages render view-model state.
struct MVVMWeb: WebFrontEnd {
  func showList(repository: any ContactRepository) async -> ListScreen {
    let list = ContactListViewModel(repository: repository)
    await list.viewDidLoad()
    if let message = list.errorMessage { return .error(message) }
    return list.showsNoContent ? .noContent : .rows(list.rows)
  }

  func openAdd(repository: any ContactRepository) async -> AddScreen {
    // In MVVM the front end decides navigation: "Add contact" opens a fresh add screen.
    render(AddContactViewModel(repository: repository), repository: repository)
  }

  func tapDone(firstName: String, lastName: String, repository: any ContactRepository) async
    -> AddScreen
  {
    let add = AddContactViewModel(repository: repository)
    await add.doneTapped(ContactForm(firstName: firstName, lastName: lastName))
    return render(add, repository: repository)
  }

  func tapCancel(repository: any ContactRepository) async -> AddScreen {
    let add = AddContactViewModel(repository: repository)
    add.cancelTapped()
    return render(add, repository: repository)
  }

  // MARK: - Private

  /// The article's `didAddContact` closure: the list view model places the new row.
  private func render(_ add: AddContactViewModel, repository: any ContactRepository) -> AddScreen {
    switch add.outcome {
    case .added(let contact):
      return .closed(added: ContactViewModel(contact))
    case .updated, .cancelled:
      return .closed(added: nil)
    case nil:
      return .form(alert: add.alert)
    }
  }
}
