extension ContactStoreError {
  /// Whether the store refused what was asked as things stand (a restore, an undo), rather
  /// than failing: nothing is wrong with the store, and nothing was changed.
  public var isRefusal: Bool {
    switch self {
    case .notDeleted, .uidTaken, .nothingToUndo, .notTheLastChange, .beforeHistory: true
    default: false
    }
  }
}

extension ContactStoreError {
  /// Whether the store cannot be reached now (a database server down or restarting) rather
  /// than failing what was asked: the same request may succeed in a moment.
  public var isUnavailable: Bool {
    if case .cannotOpen = self { return true }
    return false
  }
}
