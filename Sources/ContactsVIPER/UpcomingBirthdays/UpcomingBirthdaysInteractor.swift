import ContactsDomain

/// Reads what the upcoming birthdays screen shows through the repository.
final class UpcomingBirthdaysInteractor: UpcomingBirthdaysInteractorInterface {
  private let repository: any ContactRepository

  init(repository: any ContactRepository) {
    self.repository = repository
  }

  func retrieveBirthdays(in window: BirthdayWindow, limit: Int) async throws -> [Contact] {
    try await repository.birthdays(in: window, limit: limit)
  }
}
