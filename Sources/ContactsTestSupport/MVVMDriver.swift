import ContactsDomain
import ContactsMVVM

/// Renders the MVVM view models' state as screen events, as a passive view would.
final class MVVMDriver: AppDriver {
  private let repository: any ContactRepository
  private let list: ContactListViewModel
  private var add: AddContactViewModel?
  private(set) var events: [ScreenEvent] = []

  init(repository: any ContactRepository) {
    self.repository = repository
    list = ContactListViewModel(repository: repository)
  }

  func openList() async {
    await list.viewDidLoad()
    if let message = list.errorMessage {
      events.append(.error(message))
    } else if list.showsNoContent {
      events.append(.noContent)
    } else {
      events.append(.showed((0..<list.contactsCount).map { list.viewModel(at: $0).fullName }))
    }
  }

  func tapAdd() {
    add = AddContactViewModel(repository: repository)
  }

  func tapDone(firstName: String, lastName: String) async {
    guard let add else { return }
    await add.doneTapped(firstName: firstName, lastName: lastName)
    render(add)
  }

  func tapCancel() {
    guard let add else { return }
    add.cancelTapped()
    render(add)
  }

  private func render(_ add: AddContactViewModel) {
    switch add.outcome {
    case .added(let contact):
      events.append(.addScreenClosed)
      let index = list.didAddContact(contact)
      events.append(.inserted(list.viewModel(at: index).fullName, at: index))
    case .cancelled:
      events.append(.addScreenClosed)
    case nil:
      if let alert = add.alert { events.append(.alert(alert)) }
    }
    if add.outcome != nil { self.add = nil }
  }
}
