/// The two ways the screen is built; `--only` picks one.
public enum Architecture: String, CaseIterable, Sendable {
  case mvvm
  case viper

  /// The name people read: `MVVM`, `VIPER`.
  public var title: String { rawValue.uppercased() }

  /// The target folder holding this architecture's screens.
  public var sourceFolder: String {
    switch self {
    case .mvvm: "Sources/ContactsMVVM"
    case .viper: "Sources/ContactsVIPER"
    }
  }

  /// The file of the app this architecture builds, which answers each screen's action.
  var appFile: String {
    switch self {
    case .mvvm: "Sources/ContactsMVVM/App/MVVMApp.swift"
    case .viper: "Sources/ContactsVIPER/App/VIPERApp.swift"
    }
  }
}
