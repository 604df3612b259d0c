import ContactsDomain
import ContactsPresentation
import Observation

/// The History screen's state: a contact's earlier versions, loaded from the repository, the
/// version chosen, and what a revert did.
@Observable
public final class HistoryViewModel {
  private let repository: any ContactRepository
  private let contactID: Contact.ID
  private let limit: Int

  /// What the screen shows; nil until loaded, or when loading failed.
  public private(set) var screen: HistoryScreen?
  /// The version chosen; nil before one is.
  public private(set) var version: HistoryScreen.Row?
  /// What the revert did; nil before one.
  public private(set) var outcome: TrashOutcome?
  /// Why the last load or action failed, typed; nil otherwise.
  public private(set) var failure: AppFailure?
  /// A sentence to show when it failed; nil otherwise.
  public var errorMessage: String? { failure?.message }

  /// The History screen of contact `contactID`, showing up to `limit` versions.
  public init(
    repository: any ContactRepository, contactID: Contact.ID,
    limit: Int = PageRequest.defaultLimit
  ) {
    self.repository = repository
    self.contactID = contactID
    self.limit = limit
  }

  /// Call when the screen appears.
  public func viewDidLoad() async {
    failure = await .attempt(.loadHistory) {
      let contact = try await repository.contact(id: contactID)
      screen = HistoryScreen(
        contact: contact, history: try await repository.history(of: contactID, limit: limit))
    }
  }

  /// Call when the person chooses version `number`.
  public func versionSelected(_ number: Int) async {
    failure = await .attempt(.loadVersion) {
      let contact = try await repository.contact(id: contactID)
      let total = try await repository.history(of: contactID, limit: 0).total
      let limit = HistoryScreen.limit(reaching: number, of: total)
      let history = try await repository.history(of: contactID, limit: limit)
      version = HistoryScreen(contact: contact, history: history).row(number)
    }
    if failure == nil, version == nil {
      failure = HistoryScreen.noSuchVersion(number, of: contactID)
    }
  }

  /// Call when the person taps Revert to this version on version `number`.
  public func revertTapped(_ number: Int) async {
    var missing: AppFailure?
    failure = await .attempt(.revertContact) {
      let total = try await repository.history(of: contactID, limit: 0).total
      missing = HistoryScreen.missingVersion(number, of: contactID, total: total)
      guard missing == nil else { return }
      outcome = .reverted(try await repository.revert(id: contactID, to: number), to: number)
    }
    failure = failure ?? missing
  }
}
