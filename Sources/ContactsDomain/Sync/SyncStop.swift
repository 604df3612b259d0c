/// Why a sync stopped before writing anything, waiting for the user.
public enum SyncStop: UserFacingError, Equatable {
  /// The sync would delete much, or the server suddenly lists nothing: `--yes` goes ahead.
  case needsConfirmation(String)

  public var message: String {
    switch self {
    case .needsConfirmation(let reason):
      "\(reason); nothing was changed. Check the account, then sync again with --yes to go ahead"
    }
  }
}
