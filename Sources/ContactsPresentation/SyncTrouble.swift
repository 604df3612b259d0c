import ContactsDomain

/// What kind of trouble stopped a sync action, so a front end picks its status or exit code.
public enum SyncTrouble: String, Equatable, Sendable {
  /// No account is set up, or none by the name given.
  case noAccount
  /// No password was found for the account, or its URL is refused.
  case cannotConnect
  /// The server refused the user name or password.
  case unauthorized
  /// The server could not be reached, or the connection broke.
  case unreachable
  /// The server answered something else than a CardDAV address book can.
  case server
  /// No open conflict has the number given.
  case noConflict

  /// The trouble `error` is, when it is one of sync's; nil otherwise.
  public init?(_ error: any Error) {
    switch error {
    case SyncSetupError.noAccounts, SyncLedgerError.noAccount: self = .noAccount
    case is SyncSetupError: self = .cannotConnect
    case SyncLedgerError.noConflict: self = .noConflict
    case RemoteError.unauthorized: self = .unauthorized
    case RemoteError.unreachable: self = .unreachable
    case is RemoteError: self = .server
    default: return nil
    }
  }
}
