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
          case rows([ContactViewModel])
          case error(String)
        }

        public private(set) var calls: [Call] = []

        public init() {}

        public func showRows(_ rows: [ContactViewModel]) { calls.append(.rows(rows)) }
        public func showError(_ failure: AppFailure) { calls.append(.error(failure.message)) }
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
          #expect(module.view.calls == [.rows(inAppOrder.prefix(3).map(ContactViewModel.init))])
          #expect(await repository.calls == [.page(PageRequest(limit: 3))])
        }

        @Test func aStoreFailureShowsAReadableError() async {
          let module = Module(RepositorySpy(failure: .diskFull))
          await module.presenter.viewDidLoad()
          #expect(
            module.view.calls == [
              .error("Could not load \(name.phrase): the disk is full; free some space and try again")
            ])
        }
      }

      """
  }
}
