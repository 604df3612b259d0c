import ContactsApp
import ContactsDomain

/// Where `VIPERApp`'s wireframes present the screens they go on to: the edit screen opened from
/// the details screen. The others are answered by their own actions, so no view is made for them.
final class RecordingScreens: ContactsScreens {
  /// The view of the add or edit screen a wireframe presents.
  let add = AddContactRecordingView()
  private(set) var addPresenter: (any AddContactPresenterInterface)?

  func makeView<View>(_ kind: View.Type) -> View? { add as? View }

  func present(_ destination: ContactsDestination) {
    guard case .addContact(let presenter) = destination else { return }
    addPresenter = presenter
    presenter.viewDidLoad()
  }

  func dismiss(_ module: ContactsModule) {}
}
