import ContactsDomain

/// What the list screen showed in the terminal.
enum ListScreen: Equatable {
  case rows([ContactViewModel])
  case noContent
  case error(String)
}

/// What the add screen showed in the terminal.
enum AddScreen: Equatable {
  case added(ContactViewModel)
  case alert(String)
}

/// The terminal's passive views over one architecture's modules.
protocol TerminalFrontEnd {
  func showList(repository: any ContactRepository) async -> ListScreen
  func addContact(firstName: String, lastName: String, repository: any ContactRepository) async
    -> AddScreen
}
