/// The pieces both architectures share: the screen's action, for `AddressBookApp` to take on.
struct SharedTemplates {
  let name: ModuleName

  var actions: String {
    """
    import ContactsPresentation

    /// The \(name.phrase) screen's action. `AddressBookApp` takes it on when the screen is wired
    /// in, and `MVVMApp` and `VIPERApp` then answer it.
    public protocol \(name.typeName)Actions: Sendable {
      /// The \(name.phrase) screen as it opens: up to `limit` rows.
      func \(name.memberName)(limit: Int) async throws(AppFailure) -> [ContactViewModel]
    }

    """
  }

  /// The recording view `VIPERApp` answers the action with.
  var recordingView: String {
    let type = name.typeName
    return """
      import ContactsPresentation

      /// The \(name.phrase) screen's view for `VIPERApp`: remembers what the presenter showed.
      final class \(type)RecordingView: \(type)ViewInterface {
        /// The rows shown, or why none.
        private(set) var answer: Result<[ContactViewModel], AppFailure> = .failure(.unanswered)

        func showRows(_ rows: [ContactViewModel]) { answer = .success(rows) }
        func showError(_ failure: AppFailure) { answer = .failure(failure) }
      }

      """
  }
}
