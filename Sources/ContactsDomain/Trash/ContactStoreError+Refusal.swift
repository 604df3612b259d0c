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
