import ContactsPresentation

extension AppFailure {
  /// Runs `body`: nil when it succeeds, its error as `action`'s failure when it throws.
  static func attempt(_ action: ScreenAction, _ body: () async throws -> Void) async -> AppFailure?
  {
    do {
      try await body()
      return nil
    } catch {
      return AppFailure(action, error)
    }
  }
}
