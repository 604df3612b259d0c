/// The MVVM screen and its tests, as this project writes them.
struct MVVMTemplates {
  let name: ModuleName

  var viewModel: String {
    let type = name.typeName
    return """
      import ContactsDomain
      import ContactsPresentation
      import Observation

      /// The \(name.phrase) screen's state: what it shows, loaded from the repository.
      @Observable
      public final class \(type)ViewModel {
        private let repository: any ContactRepository
        private let limit: Int

        /// What the screen shows; nil until loaded, or when loading failed.
        public private(set) var screen: \(type)Screen?
        /// Why loading failed, typed; nil otherwise.
        public private(set) var failure: AppFailure?
        /// A sentence to show when loading failed; nil otherwise.
        public var errorMessage: String? { failure?.message }

        /// A screen that shows up to `limit` contacts.
        public init(repository: any ContactRepository, limit: Int = PageRequest.defaultLimit) {
          self.repository = repository
          self.limit = limit
        }

        /// Call when the screen appears.
        public func viewDidLoad() async {
          do {
            let page = try await repository.page(PageRequest(limit: limit))
            screen = \(type)Screen(contacts: page.contacts)
            failure = nil
          } catch {
            screen = nil
            failure = AppFailure(.load\(type), error)
          }
        }
      }

      """
  }

  var tests: String {
    let type = name.typeName
    return """
      import ContactsDomain
      import ContactsMVVM
      import ContactsPresentation
      import ContactsTestSupport
      import Testing

      @Suite("MVVM: \(type)ViewModel")
      struct \(type)ViewModelTests {
        @Test func theScreenShowsTheFirstContactsInListOrder() async {
          let repository = RepositorySpy(contacts: Contact.typedFour)
          let screen = \(type)ViewModel(repository: repository, limit: 3)
          await screen.viewDidLoad()
          let inAppOrder = Contact.typedFour.sorted { $0.position < $1.position }
          #expect(screen.screen == \(type)Screen(contacts: Array(inAppOrder.prefix(3))))
          #expect(screen.failure == nil)
          #expect(await repository.calls == [.page(PageRequest(limit: 3))])
        }

        @Test func aStoreFailureIsTheScreensFailureAndNoScreen() async {
          let screen = \(type)ViewModel(repository: RepositorySpy(failure: .diskFull))
          await screen.viewDidLoad()
          #expect(screen.screen == nil)
          #expect(screen.failure == AppFailure(.load\(type), ContactStoreError.diskFull))
        }
      }

      """
  }
}
