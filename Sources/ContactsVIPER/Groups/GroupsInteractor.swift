import ContactsDomain

/// Fetches the groups from the repository.
final class GroupsInteractor: GroupsInteractorInterface {
  private let repository: any ContactRepository

  init(repository: any ContactRepository) {
    self.repository = repository
  }

  func retrieveGroups() async throws -> [ContactGroup] {
    try await repository.groups()
  }
}
