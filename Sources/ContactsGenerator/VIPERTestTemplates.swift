/// The VIPER module's spies and tests.
struct VIPERTestTemplates {
  let name: ModuleName

  var spies: String {
    let type = name.typeName
    return """
      import ContactsPresentation
      import ContactsVIPER

      /// Records what the \(name.phrase) presenter told its view.
      public final class \(type)ViewSpy: \(type)ViewInterface {
        public enum Call: Equatable {
          case screen(\(type)Screen)
          case error(AppFailure)
        }

        public private(set) var calls: [Call] = []

        public init() {}

        public func showScreen(_ screen: \(type)Screen) { calls.append(.screen(screen)) }
        public func showError(_ failure: AppFailure) { calls.append(.error(failure)) }
      }

      """
  }

  var tests: String {
    let type = name.typeName
    return """
      import ContactsDomain
      import ContactsPresentation
      import ContactsTestSupport
      import ContactsVIPER
      import Testing

      @Suite("VIPER: the \(name.phrase) module")
      struct \(type)ModuleTests {
        private struct Module {
          let presenter: any \(type)PresenterInterface
          let view = \(type)ViewSpy()

          init(_ repository: RepositorySpy) {
            presenter = \(type)Wireframe.create\(type)Module(
              view: view, repository: repository, limit: 3)
          }
        }

        @Test func theScreenShowsTheFirstContactsInListOrder() async {
          let repository = RepositorySpy(contacts: Contact.typedFour)
          let module = Module(repository)
          await module.presenter.viewDidLoad()
          let inAppOrder = Contact.typedFour.sorted { $0.position < $1.position }
          #expect(module.view.calls == [.screen(\(type)Screen(contacts: Array(inAppOrder.prefix(3))))])
          #expect(await repository.calls == [.page(PageRequest(limit: 3))])
        }

        @Test func aStoreFailureIsTheScreensFailure() async {
          let module = Module(RepositorySpy(failure: .diskFull))
          await module.presenter.viewDidLoad()
          #expect(module.view.calls == [.error(AppFailure(.load\(type), ContactStoreError.diskFull))])
        }
      }

      """
  }
}
