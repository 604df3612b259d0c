import ContactsApp
import ContactsDomain

/// Where `VIPERApp`'s wireframes present the screens they go on to: the add screen opened from
/// the list, and the edit screen opened from the details screen. The others are answered by
/// their own actions, so no wireframe asks for their views; one that did would be a bug, and
/// stops the program rather than leave its screen unshown.
final class RecordingScreens: ContactsScreens {
  /// The view of the add or edit screen a wireframe presents.
  let add = AddContactRecordingView()
  private(set) var addPresenter: (any AddContactPresenterInterface)?

  func makeView<View>(_ kind: View.Type) -> View {
    guard let view = add as? View else {
      preconditionFailure("VIPERApp's screens make the add screen's view only, not \(View.self)")
    }
    return view
  }

  func present(_ destination: ContactsDestination) {
    switch destination {
    case .addContact(let presenter):
      addPresenter = presenter
      presenter.viewDidLoad()
    }
  }

  func dismiss(_ module: ContactsModule) {}
}
