import ArgumentParser
import ContactsApp
import ContactsCLI
import ContactsDomain
import ContactsNetworkRoot

/// `contacts sync conflicts`: fields edited differently on both sides, waiting for a choice.
struct SyncConflictsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conflicts",
    abstract: "List the fields edited differently here and on the server.",
    discussion: "The local value stays in place; resolve picks it or the server's.")

  @OptionGroup var build: BuildOptions

  func run() async throws {
    print(try await output(app: try await build.openRoot().syncApp(build.architecture)))
  }

  /// The lines of the sync screen's conflicts, from `app`.
  func output(app: any AddressBookApp) async throws -> String {
    let conflicts = try await CommandFailure.rethrowing { try await app.syncConflicts() }
    guard !conflicts.isEmpty else { return "No conflicts" }
    return conflicts.map { conflict in
      "\(conflict.id)  \(conflict.contactName) (\(conflict.account)), \(conflict.caption): "
        + "mine \"\(conflict.mine)\", server \"\(conflict.server)\""
    }.joined(separator: "\n")
  }
}

/// `contacts sync resolve ID --keep mine|server`.
struct ResolveConflictCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "resolve",
    abstract: "Keep the local value or the server's for a conflict; the next sync sends it.")

  @Argument(help: "The conflict's number, from contacts sync conflicts.")
  var id: Int64

  @Option(help: "mine or server.")
  var keep: SyncConflict.Choice

  @OptionGroup var build: BuildOptions

  func run() async throws {
    print(try await output(app: try await build.openRoot().syncApp(build.architecture)))
  }

  /// What "Keep mine" or "Keep the server's" on the sync screen of `app` says.
  func output(app: any AddressBookApp) async throws -> String {
    let conflict = try await CommandFailure.rethrowing {
      try await app.resolveConflict(id, keep: keep)
    }
    return "Kept \(keep == .mine ? "mine" : "the server's") for \(conflict.contactName), "
      + conflict.caption
  }
}

extension SyncConflict.Choice: ExpressibleByArgument {}
