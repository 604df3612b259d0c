/// How far a running sync of one account has come.
public struct SyncProgress: Hashable, Sendable {
  /// What the sync is doing.
  public enum Step: String, Hashable, Sendable {
    /// Asking the server what changed.
    case asking
    /// Reading the changed cards from the server.
    case receiving
    /// Writing cards to the server.
    case sending
    /// Saving the server's changes here.
    case saving
  }

  public let account: String
  public let step: Step
  /// Cards done in this step, of `total`.
  public let done: Int
  public let total: Int

  public init(account: String, step: Step, done: Int = 0, total: Int = 0) {
    self.account = account
    self.step = step
    self.done = done
    self.total = total
  }

  /// The share of this step done, from 0 to 1; 0 while the total is unknown.
  public var fractionDone: Double { total > 0 ? Double(min(done, total)) / Double(total) : 0 }

  /// "receiving 40 of 120 cards (home)"
  public var sentence: String {
    switch step {
    case .asking: "asking the server what changed (\(account))"
    case .receiving: "receiving \(done) of \(total) cards (\(account))"
    case .sending: "sending \(done) of \(total) cards (\(account))"
    case .saving: "saving \(total) changes here (\(account))"
    }
  }
}
