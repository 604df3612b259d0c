import ArgumentParser
import ContactsApp
import ContactsCLI
import ContactsDomain
import ContactsNetworkRoot
import ContactsPresentation

/// `contacts sync status`: the accounts, where they sync, how much, and open conflicts.
struct SyncStatusCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "List the sync accounts and their state.")

  @OptionGroup var build: BuildOptions

  func run() async throws {
    print(try await output(app: try build.openRoot().syncApp(build.architecture)))
  }

  /// The lines of the sync screen's accounts, from `app`.
  func output(app: any AddressBookApp) async throws -> String {
    let states = try await CommandFailure.rethrowing { try await app.syncStatus() }
    guard !states.isEmpty else {
      return "No sync account; add one with contacts sync add-account"
    }
    return states.flatMap { state in
      [state.headline, "  " + state.tally]
    }.joined(separator: "\n")
  }
}
