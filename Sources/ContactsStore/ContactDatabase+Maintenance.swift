import ContactsDomain

/// The book's upkeep, as the root hands it to the front ends: the backups, the daily one and the
/// watch this store makes, behind the domain's port.
extension ContactDatabase: BookMaintenance {
  public var location: String? { path == ":memory:" ? nil : path }

  public var watch: any ContactChanges { changeWatch }

  public func isDailyBackupDue() -> Bool { DailyBackups.isDue(for: self) }

  public func makeDailyBackup() async throws { try await DailyBackups.make(self) }
}
