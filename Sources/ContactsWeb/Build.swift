/// One build of the app, served under its own path: the same pages, fed by another architecture.
enum Build: String, CaseIterable, Sendable {
  case mvvm
  case viper

  /// The architecture's name as people write it.
  var name: String {
    switch self {
    case .mvvm: "MVVM"
    case .viper: "VIPER"
    }
  }

  /// The passive views over this build's modules.
  var frontEnd: any WebFrontEnd {
    switch self {
    case .mvvm: MVVMWeb()
    case .viper: VIPERWeb()
    }
  }

  /// The list page, e.g. `/mvvm/`.
  var listPath: String { "/\(rawValue)/" }

  /// The add page and its form's target, e.g. `/mvvm/add`.
  var addPath: String { "/\(rawValue)/add" }
}
