/// Why a sync could not start: nothing to sync with, or no way to log in.
public enum SyncSetupError: UserFacingError, Equatable {
  /// No account has been added.
  case noAccounts
  /// The account's server cannot be asked: no password was found, or its URL is refused.
  case cannotConnect(String)

  public var message: String {
    switch self {
    case .noAccounts:
      "there is no sync account yet; add one with "
        + "contacts sync add-account NAME --url URL --username USER"
    case .cannotConnect(let reason): reason
    }
  }
}
