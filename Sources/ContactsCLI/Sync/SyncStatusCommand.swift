import ArgumentParser
import ContactsCLI
import ContactsDomain

/// `contacts sync status`: the accounts, where they sync, how much, and open conflicts.
struct SyncStatusCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "List the sync accounts and their state.")

  @OptionGroup var build: BuildOptions

  func run() async throws {
    let lines = try await withSyncDatabase(build) { database in
      let state = database.syncState
      var lines: [String] = []
      for account in try await state.accounts() {
        let records = try await state.records(account: account.name)
        let conflicts = try await state.conflicts(account: account.name)
        let skipped = records.filter { $0.skipReason != nil }.count
        lines.append(
          "\(account.name): \(account.username) at \(account.addressBookURL ?? account.url)")
        lines.append(
          "  \(records.count - skipped) cards synced, \(skipped) skipped, "
            + "\(conflicts.count) conflicts; "
            + (account.syncToken == nil ? "not synced yet" : "synced with a sync token"))
      }
      return lines.isEmpty ? ["No sync account; add one with contacts sync add-account"] : lines
    }
    print(lines.joined(separator: "\n"))
  }
}
