/// The pieces both architectures share: the screen's action, for `AddressBookApp` to take on, and
/// the screen value in ContactsPresentation that both builds forward, with its tests.
struct SharedTemplates {
  let name: ModuleName

  /// The `ScreenAction` case naming the screen's failure: `loadFavorites`.
  var failureAction: String { "load\(name.typeName)" }

  /// The sentence a failure to load the screen starts with: "Could not load favorites".
  var failureSentence: String { "Could not load \(name.phrase)" }

  var actions: String {
    """
    import ContactsPresentation

    /// The \(name.phrase) screen's action. `AddressBookApp` takes it on when the screen is wired
    /// in, and `MVVMApp` and `VIPERApp` then answer it.
    public protocol \(name.typeName)Actions: Sendable {
      /// The \(name.phrase) screen as it opens: up to `limit` rows.
      func \(name.memberName)(limit: Int) async throws(AppFailure) -> \(name.typeName)Screen
    }

    """
  }

  /// What the screen shows, decided once for both builds.
  var screen: String {
    let type = name.typeName
    return """
      import ContactsDomain

      /// What the \(name.phrase) screen shows: a row per contact, in list order, and what to say
      /// when there are none. Decided here once; the view model and the presenter forward it.
      public struct \(type)Screen: Hashable, Sendable {
        /// What the screen says when it has no rows.
        public static let emptySentence = "No \(name.phrase) yet."

        /// The rows shown, in list order.
        public let rows: [ContactViewModel]
        /// A sentence when there is nothing to show; nil otherwise.
        public let notice: String?

        /// The screen of `contacts`, as the repository read them.
        public init(contacts: [Contact]) {
          rows = contacts.map(ContactViewModel.init)
          notice = rows.isEmpty ? Self.emptySentence : nil
        }
      }

      """
  }

  /// The screen value's tests: every sentence it says, asserted here once.
  var screenTests: String {
    let type = name.typeName
    return """
      import ContactsDomain
      import ContactsPresentation
      import ContactsTestSupport
      import Testing

      @Suite("The \(name.phrase) screen says it once, for both builds")
      struct \(type)ScreenTests {
        @Test func theScreenShowsItsContactsInTheOrderRead() {
          let contacts = Array(Contact.typedFour.prefix(2))
          let screen = \(type)Screen(contacts: contacts)
          #expect(screen.rows == contacts.map(ContactViewModel.init))
          #expect(screen.notice == nil)
        }

        @Test func anEmptyScreenSaysSo() {
          #expect(\(type)Screen(contacts: []).notice == "No \(name.phrase) yet.")
        }

        @Test func aFailureToLoadItStartsWithItsOwnSentence() {
          #expect(
            AppFailure(.\(failureAction), ContactStoreError.diskFull).message
              == "\(failureSentence): the disk is full; free some space and try again")
        }
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
        /// The screen shown, or why none.
        private(set) var answer: Result<\(type)Screen, AppFailure> = .failure(.unanswered)

        func showScreen(_ screen: \(type)Screen) { answer = .success(screen) }
        func showError(_ failure: AppFailure) { answer = .failure(failure) }
      }

      """
  }
}
