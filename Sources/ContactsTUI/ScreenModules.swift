import ContactsDomain
import ContactsPresentation

/// The screens of one build, as the terminal view drives them: what they show, and the inputs
/// they take. `MVVMScreens` binds to the view models; `VIPERScreens` is the presenters' passive
/// view and the wireframes' screens.
protocol ScreenModules: RecentlyDeletedModules {
  /// What the screens show now; `changed` is called once, from whatever thread changes it, the
  /// next time it changes.
  func shown(changed: @escaping @Sendable () -> Void) -> Shown
  /// What the screens show now, read without asking to be told of a change.
  var current: Shown { get }
  /// The list screen's inputs: appear, search, the A–Z index, the window around a row.
  func list(_ input: ListInput) async
  /// The list's window, for the requests around it.
  var window: ContactListWindow { get }
  /// Add on the list screen.
  func addTapped()
  /// Done on the add or edit screen with what was typed.
  func doneTapped(_ form: ContactForm) async
  /// Cancel on the add or edit screen.
  func cancelTapped()
  /// A row chosen: its details screen opens.
  func showDetails(_ id: Contact.ID) async
  /// Edit on the details screen.
  func editTapped()
  /// Delete on the details screen: the question is asked.
  func deleteTapped()
  /// The question answered Delete.
  func deleteConfirmed() async
  /// The question answered Cancel.
  func deleteCancelled()
  /// Back from the details screen to the list.
  func closeDetails()
}
