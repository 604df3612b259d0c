import ArgumentParser
import ContactsApp
import ContactsCLI
import ContactsDomain
import ContactsNetworkRoot
import ContactsPresentation

/// `contacts sync status`: the accounts, where they sync, how much, open conflicts, and the
/// cards each skips with why.
struct SyncStatusCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "status", abstract: "List the sync accounts, their state and the cards they skip.")

  @OptionGroup var build: BuildOptions

  func run() async throws {
    print(try await output(app: try await build.openRoot().syncApp(build.architecture)))
  }

  /// The lines of the sync screen's accounts, from `app`.
  func output(app: any AddressBookApp) async throws -> String {
    let states = try await CommandFailure.rethrowing { try await app.syncStatus() }
    guard !states.isEmpty else {
      return "No sync account; add one with contacts sync add-account"
    }
    return states.flatMap { state in
      [state.headline, "  " + state.tally]
        + state.skippedLines.map { "  " + ShownText.summary($0) }
    }.joined(separator: "\n")
  }
}
