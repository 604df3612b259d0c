import ContactsDomain
import ContactsPresentation

extension ContactRepository {
  /// Share on a details screen, as both builds answer it: the contact `id` alone in a file of
  /// `format`, or why it could not be made.
  public func share(_ id: Contact.ID, format: any ContactFileFormat) async throws(AppFailure)
    -> SharedCard
  {
    do {
      return try await sharedCard(id: id, format: format)
    } catch {
      throw AppFailure(.shareContact, error)
    }
  }
}
