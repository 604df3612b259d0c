import ContactsDomain

/// The builds the behaviour spec runs against.
public enum Architecture: String, CaseIterable, Sendable {
  case mvvm
  case viper
}

/// What a person sees happen, in the same words for both architectures.
public enum ScreenEvent: Equatable, Sendable {
  /// The list shows these full names, in order.
  case showed([String])
  /// The list says there are no contacts.
  case noContent
  /// One row appeared at an index, the rest untouched.
  case inserted(String, at: Int)
  /// The list shows an error sentence.
  case error(String)
  /// The add screen shows an alert.
  case alert(String)
  /// The add screen closed.
  case addScreenClosed
}

/// A person's hands on one build of the app: the test view for the behaviour spec.
public protocol AppDriver: AnyObject {
  /// Everything the screens showed so far, in order.
  var events: [ScreenEvent] { get }
  func openList() async
  func tapAdd()
  func tapDone(firstName: String, lastName: String) async
  func tapCancel()
}

/// A driver for `architecture` over `repository`.
public func makeDriver(_ architecture: Architecture, repository: any ContactRepository)
  -> any AppDriver
{
  switch architecture {
  case .mvvm: MVVMDriver(repository: repository)
  case .viper: VIPERDriver(repository: repository)
  }
}
