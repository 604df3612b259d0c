/// What is left to do by hand once the files are written, in order: the generator edits no file
/// that exists.
struct Wiring {
  let plan: ModulePlan

  var steps: [String] {
    let type = plan.name.typeName
    let member = plan.name.memberName
    var steps = [
      """
      Sources/ContactsApp/AddressBookApp.swift: make the app answer the screen —
           public protocol AddressBookApp: \(type)Actions, Sendable {
      """
    ]
    if plan.architectures.contains(.mvvm) {
      steps.append(
        """
        Sources/ContactsMVVM/App/MVVMApp.swift: add
             public func \(member)(limit: Int) async throws(AppFailure) -> [ContactViewModel] {
               let screen = \(type)ViewModel(repository: repository, limit: limit)
               await screen.viewDidLoad()
               if let failure = screen.failure { throw failure }
               return screen.rows
             }
        """)
    }
    if plan.architectures.contains(.viper) {
      steps.append(
        """
        Sources/ContactsVIPER/App/VIPERApp.swift: add
             public func \(member)(limit: Int) async throws(AppFailure) -> [ContactViewModel] {
               let view = \(type)Recorder()
               let presenter = \(type)Wireframe.create\(type)Module(
                 view: view, repository: repository, screens: view, limit: limit)
               await presenter.viewDidLoad()
               return try view.answer.get()
             }
        """)
      steps.append(
        """
        Sources/ContactsVIPER/ContactsScreens.swift, once another wireframe presents the screen:
             add `case \(member)(any \(type)PresenterInterface)` to ContactsDestination and
             `case \(member)` to ContactsModule; handle both in ScreensSpy
             (Sources/ContactsTestSupport/VIPERSpies.swift) and in each front end's
             ContactsScreens, which also takes on \(type)Screens.
        """)
    }
    steps += [
      """
      Front ends: a route in Sources/ContactsWeb/Routes/ and a page in Sources/ContactsWeb/Pages/,
           a command in Sources/ContactsCLI/, each calling app.\(member)(limit:).
      """,
      """
      Tests/ContactsSpecTests/: a story both builds pass, through Architecture.app(_:).
      """,
      """
      Replace the query in \(type)ViewModel and \(type)Interactor with what the screen shows.
      """,
    ]
    return steps
  }

  /// The steps, numbered, one per paragraph.
  var text: String {
    steps.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n")
  }
}
