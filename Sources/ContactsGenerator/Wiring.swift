/// How a new screen is wired in: the edits the generator makes to files that exist (the screen's
/// failure as a `ScreenAction` case, the shared protocol taking on the screen's action, and the
/// app answering it in each build), and what is left to do by hand.
struct Wiring: Sendable {
  let plan: ModulePlan
  /// True when both builds' apps answer the screen's action once this generation is written.
  let answeredByEveryApp: Bool

  /// The edits, in the order they are made.
  var edits: [SourceEdit] {
    let type = plan.name.typeName
    let member = plan.name.memberName
    var edits = screenActionEdits
    if answeredByEveryApp {
      edits.append(
        SourceEdit(
          file: "Sources/ContactsApp/AddressBookApp.swift",
          change: .conform(declaration: "protocol AddressBookApp", to: "\(type)Actions")))
    }
    if plan.architectures.contains(.mvvm) {
      edits.append(
        SourceEdit(
          file: Architecture.mvvm.appFile,
          change: .insert(
            lines: """
              public func \(member)(limit: Int) async throws(AppFailure) -> \(type)Screen {
                let screen = \(type)ViewModel(repository: repository, limit: limit)
                await screen.viewDidLoad()
                if let failure = screen.failure { throw failure }
                return try required(screen.screen)
              }

              """, path: ["struct MVVMApp"], before: "// MARK: - Private")))
    }
    if plan.architectures.contains(.viper) {
      edits += viperEdits(type: type, member: member)
    }
    return edits
  }

  /// What is left to do by hand, in order.
  var steps: [String] {
    let type = plan.name.typeName
    let member = plan.name.memberName
    let other = Architecture.allCases.filter { !plan.architectures.contains($0) }
    let later = other.map { architecture in
      """
      The \(architecture.title) build: `contacts-gen \(plan.name) --only \(architecture.rawValue)`;
           then AddressBookApp takes on \(type)Actions.
      """
    }
    return (answeredByEveryApp ? [] : later) + [
      """
      Front ends: a route in Sources/ContactsWeb/Routes/ and a page in Sources/ContactsWeb/Pages/,
           a command in Sources/ContactsCLI/, each calling app.\(member)(limit:).
      """,
      """
      Tests/ContactsSpecTests/: a story both builds pass, through Architecture.app(_:).
      """,
      """
      Replace the query in \(type)ViewModel and \(type)Interactor, and \(type)Screen's rows and
           sentence, with what the screen shows.
      """,
    ]
  }

  /// The edits (`~` for a file in `wired`, `=` for one already wired in), then the steps left,
  /// numbered, one per paragraph.
  func text(wired: Set<String>) -> String {
    let done = edits.map { "  \(wired.contains($0.file) ? "~" : "=") \($0.file): \($0.summary)" }
    let left = steps.enumerated().map { "\($0.offset + 1). \($0.element)" }
    return (["Wired in:"] + done + ["", "Wiring left to do, in order:"] + left)
      .joined(separator: "\n")
  }

  // MARK: - Private

  /// The screen's failure as a `ScreenAction` case, with its sentence: the one place it is said.
  private var screenActionEdits: [SourceEdit] {
    let shared = SharedTemplates(name: plan.name)
    let file = "Sources/ContactsPresentation/ScreenAction.swift"
    return [
      SourceEdit(
        file: file,
        change: .insert(
          lines: """
              /// Loading the \(plan.name.phrase) screen.
              case \(shared.failureAction)

            """, path: ["public enum ScreenAction"], before: "/// The sentence a failure")),
      SourceEdit(
        file: file,
        change: .insert(
          lines: "    case .\(shared.failureAction): \"\(shared.failureSentence)\"",
          path: ["public enum ScreenAction", "public var failureSentence", "switch self"],
          before: nil)),
    ]
  }

  private func viperEdits(type: String, member: String) -> [SourceEdit] {
    // No `ContactsDestination` case: the screen is answered by its own action, so no wireframe
    // presents it, and a destination no one presents would only be a case every front end's
    // `present` must answer.
    [
      SourceEdit(
        file: Architecture.viper.appFile,
        change: .insert(
          lines: """
            public func \(member)(limit: Int) async throws(AppFailure) -> \(type)Screen {
              let view = \(type)RecordingView()
              let presenter = \(type)Wireframe.create\(type)Module(
                view: view, repository: repository, limit: limit)
              await presenter.viewDidLoad()
              return try view.answer.get()
            }

            """, path: ["struct VIPERApp"], before: "// MARK: - Private"))
    ]
  }
}

extension SourceEdit {
  /// What the edit does, in a few words, for the printed report.
  var summary: String {
    switch change {
    case .conform(let declaration, let name): "\(declaration) takes on \(name)"
    case .insert(let lines, let path, _):
      "\(lines.split(separator: "\n").map { $0.drop { $0 == " " } }.first { !$0.hasPrefix("///") }.map { $0.hasSuffix(" {") ? $0.dropLast(2) : $0 } ?? "") in \(path.last ?? "")"
    }
  }
}
