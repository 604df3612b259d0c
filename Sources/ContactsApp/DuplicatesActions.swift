import ContactsDomain
import ContactsPresentation

/// The duplicates screen's action, which `AddressBookApp` takes on and `MVVMApp` and `VIPERApp`
/// answer.
public protocol DuplicatesActions: Sendable {
  /// The pairs of contacts that may be one person, in the lanes `request` asks for.
  func duplicates(_ request: DuplicatesRequest) async throws(AppFailure) -> DuplicatesScreen
}
