import ContactsDomain

/// What the list screen shows in the browser.
enum ListScreen: Equatable, Sendable {
  /// These rows, in this order.
  case rows([ContactViewModel])
  /// There are no contacts yet.
  case noContent
  /// Loading failed; the sentence says why.
  case error(String)
}

/// What the add screen answers in the browser.
enum AddScreen: Equatable, Sendable {
  /// The add form stays up, with an alert when there is one.
  case form(alert: String?)
  /// The add screen closed; `added` is the new row, nil after Cancel.
  case closed(added: ContactViewModel?)
}

/// The browser's passive views over one architecture's modules: each call builds the modules for
/// one request, lets them work, and reports what they told the view. Holds no state.
protocol WebFrontEnd: Sendable {
  /// The list, as it appears.
  func showList(repository: any ContactRepository) async -> ListScreen
  /// The person asked to add a contact.
  func openAdd(repository: any ContactRepository) async -> AddScreen
  /// The person tapped Done with what they typed.
  func tapDone(firstName: String, lastName: String, repository: any ContactRepository) async
    -> AddScreen
  /// The person tapped Cancel.
  func tapCancel(repository: any ContactRepository) async -> AddScreen
}
