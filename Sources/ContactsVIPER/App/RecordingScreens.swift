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
  /// The screen under the add or edit screen: the list, or a contact's details.
  private let presenting: ReturnScreen
  /// The screen shown once a wireframe dismissed the add or edit screen; nil while it is open.
  private(set) var shownAfterAdd: ReturnScreen?

  /// The screens of a front end showing `presenting`, which may present the add or edit screen.
  init(presenting: ReturnScreen) {
    self.presenting = presenting
  }

  func makeView<View>(_ kind: View.Type) -> View {
    guard let view = add as? View else {
      preconditionFailure("VIPERApp's screens make the add screen's view only, not \(View.self)")
    }
    return view
  }

  func present(_ destination: ContactsDestination) {
    // Every destination, said by the compiler: a new one must be answered here.
    switch destination {
    case .addContact(let presenter):
      addPresenter = presenter
      shownAfterAdd = nil
      presenter.viewDidLoad()
    }
  }

  func dismiss(_ module: ContactsModule) {
    if module == .addContact { shownAfterAdd = presenting }
  }
}
