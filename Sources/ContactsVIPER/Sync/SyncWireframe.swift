import ContactsDomain

/// Builds the sync module and closes its screen.
public final class SyncWireframe: SyncWireframeInterface {
  // Weak: the front end owns its screens, and they own the presented module.
  private weak var screens: (any ContactsScreens)?

  private init(screens: any ContactsScreens) {
    self.screens = screens
  }

  /// Assembles the sync module over `manager`; it reports each finished sync to `delegate`.
  public static func createSyncModule(
    view: any SyncViewInterface,
    delegate: (any SyncModuleDelegate)?,
    manager: any SyncManager,
    screens: any ContactsScreens
  ) -> any SyncPresenterInterface {
    SyncPresenter(
      view: view,
      delegate: delegate,
      interactor: SyncInteractor(manager: manager),
      wireframe: SyncWireframe(screens: screens)
    )
  }

  // MARK: - SyncWireframeInterface

  public func dismissSyncScreen() {
    screens?.dismiss(.sync)
  }
}
