/// The VIPER module: interfaces, presenter, interactor and wireframe, as this project writes them.
struct VIPERTemplates {
  let name: ModuleName

  var interfaces: String {
    let type = name.typeName
    return """
      import ContactsDomain
      import ContactsPresentation

      /// What the presenter tells the \(name.phrase) view.
      public protocol \(type)ViewInterface: AnyObject {
        /// Shows the screen.
        func showScreen(_ screen: \(type)Screen)
        /// Shows a sentence saying what went wrong.
        func showError(_ failure: AppFailure)
      }

      /// What the \(name.phrase) view tells its presenter.
      public protocol \(type)PresenterInterface: AnyObject {
        /// Call when the screen appears.
        func viewDidLoad() async
      }

      /// Where the \(name.phrase) presenter gets what it shows.
      public protocol \(type)InteractorInterface {
        func retrieveContacts() async throws -> [Contact]
      }

      """
  }

  var presenter: String {
    let type = name.typeName
    return """
      import ContactsDomain
      import ContactsPresentation

      /// The \(name.phrase) screen's logic: load, then show.
      final class \(type)Presenter: \(type)PresenterInterface {
        weak var view: (any \(type)ViewInterface)?
        private let interactor: any \(type)InteractorInterface

        init(view: any \(type)ViewInterface, interactor: any \(type)InteractorInterface) {
          self.view = view
          self.interactor = interactor
        }

        // MARK: - \(type)PresenterInterface

        func viewDidLoad() async {
          do {
            let contacts = try await interactor.retrieveContacts()
            view?.showScreen(\(type)Screen(contacts: contacts))
          } catch {
            view?.showError(AppFailure(.load\(type), error))
          }
        }
      }

      """
  }

  var interactor: String {
    let type = name.typeName
    return """
      import ContactsDomain

      /// Reads what the \(name.phrase) screen shows through the repository.
      final class \(type)Interactor: \(type)InteractorInterface {
        private let repository: any ContactRepository
        private let limit: Int

        init(repository: any ContactRepository, limit: Int) {
          self.repository = repository
          self.limit = limit
        }

        func retrieveContacts() async throws -> [Contact] {
          try await repository.page(PageRequest(limit: limit)).contacts
        }
      }

      """
  }

  var wireframe: String {
    let type = name.typeName
    return """
      import ContactsDomain

      /// Builds the \(name.phrase) module. It navigates nowhere: a front end leaves the
      /// \(name.phrase) screen on its own, asking nothing of the app.
      public enum \(type)Wireframe {
        /// Assembles the \(name.phrase) module, showing up to `limit` contacts.
        public static func create\(type)Module(
          view: any \(type)ViewInterface,
          repository: any ContactRepository,
          limit: Int = PageRequest.defaultLimit
        ) -> any \(type)PresenterInterface {
          \(type)Presenter(
            view: view,
            interactor: \(type)Interactor(repository: repository, limit: limit)
          )
        }
      }

      """
  }
}
