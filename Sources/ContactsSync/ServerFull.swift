import ContactsDomain

/// The server has no room for a card (HTTP 507): the sync stopped there; what was not sent
/// stays on this device and goes with a later sync.
public struct ServerFull: UserFacingError, Equatable {
  /// The name of the contact the server refused.
  public let contact: String
  public let error: RemoteError

  public var message: String {
    "the server has no room for \(contact): \(error.message). The sync stopped; \(contact) and "
      + "the changes not yet sent stay on this device and go with the next sync"
  }
}
