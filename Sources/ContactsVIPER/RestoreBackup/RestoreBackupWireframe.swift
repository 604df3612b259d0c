import ContactsDomain

/// Builds the restore module. It navigates nowhere: a front end leaves the restore screen on
/// its own, asking nothing of the app.
public enum RestoreBackupWireframe {
  /// Assembles the restore module over `backups`.
  public static func createRestoreBackupModule(
    view: any RestoreBackupViewInterface, backups: any BookBackups
  ) -> any RestoreBackupPresenterInterface {
    RestoreBackupPresenter(view: view, interactor: RestoreBackupInteractor(backups: backups))
  }
}
