/// The files a screen takes, in one or both architectures, before they are formatted and written.
public struct ModulePlan: Sendable {
  public let name: ModuleName
  public let architectures: [Architecture]
  public var files: [PlannedFile]

  /// The files of screen `name` in `architectures`, in the order they are listed.
  public init(name: ModuleName, architectures: [Architecture] = Architecture.allCases) {
    self.name = name
    self.architectures = architectures
    let type = name.typeName
    let shared = SharedTemplates(name: name)
    var files = [
      PlannedFile("Sources/ContactsApp/\(type)Actions.swift", .shared, shared.actions),
      PlannedFile("Sources/ContactsPresentation/\(type)Screen.swift", .shared, shared.screen),
      PlannedFile(
        "Tests/ContactsDomainTests/\(type)ScreenTests.swift", .sharedTests, shared.screenTests),
    ]
    if architectures.contains(.mvvm) {
      let mvvm = MVVMTemplates(name: name)
      files += [
        PlannedFile(
          "Sources/ContactsMVVM/\(type)/\(type)ViewModel.swift", .code(.mvvm), mvvm.viewModel),
        PlannedFile(
          "Tests/ContactsMVVMTests/\(type)ViewModelTests.swift", .tests(.mvvm), mvvm.tests),
      ]
    }
    if architectures.contains(.viper) {
      let viper = VIPERTemplates(name: name)
      let tests = VIPERTestTemplates(name: name)
      let folder = "Sources/ContactsVIPER/\(type)"
      files += [
        PlannedFile("\(folder)/\(type)Interfaces.swift", .code(.viper), viper.interfaces),
        PlannedFile("\(folder)/\(type)Presenter.swift", .code(.viper), viper.presenter),
        PlannedFile("\(folder)/\(type)Interactor.swift", .code(.viper), viper.interactor),
        PlannedFile("\(folder)/\(type)Wireframe.swift", .code(.viper), viper.wireframe),
        PlannedFile(
          "Sources/ContactsVIPER/App/\(type)RecordingView.swift", .code(.viper),
          shared.recordingView),
        PlannedFile("Sources/ContactsTestSupport/\(type)Spies.swift", .tests(.viper), tests.spies),
        PlannedFile(
          "Tests/ContactsVIPERTests/\(type)ModuleTests.swift", .tests(.viper), tests.tests),
      ]
    }
    self.files = files
  }

  /// The types the files declare, which must not exist yet.
  public var declaredTypes: [String] {
    let type = name.typeName
    var types = ["\(type)Actions", "\(type)Screen", "\(type)ScreenTests"]
    if architectures.contains(.mvvm) { types += ["\(type)ViewModel", "\(type)ViewModelTests"] }
    if architectures.contains(.viper) {
      types += [
        "ViewInterface", "PresenterInterface", "InteractorInterface", "WireframeInterface",
        "Presenter", "Interactor", "Wireframe", "RecordingView", "ViewSpy", "ModuleTests",
      ].map { type + $0 }
    }
    return types
  }
}
