import ArgumentParser
import ContactsCLI
import ContactsDomain
import ContactsSync

/// `contacts sync conflicts`: fields edited differently on both sides, waiting for a choice.
struct SyncConflictsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "conflicts",
    abstract: "List the fields edited differently here and on the server.",
    discussion: "The local value stays in place; resolve picks it or the server's.")

  @OptionGroup var build: BuildOptions

  func run() async throws {
    let conflicts = try await withSyncDatabase(build) {
      try await $0.syncState.conflicts(account: nil)
    }
    guard !conflicts.isEmpty else { return print("No conflicts") }
    for conflict in conflicts {
      let field = SyncField(rawValue: conflict.field)
      let mine = field?.display(conflict.mine) ?? conflict.mine
      let server = field?.display(conflict.server) ?? conflict.server
      print(
        "\(conflict.id)  \(conflict.contactName) (\(conflict.account)), \(conflict.field): "
          + "mine \"\(mine)\", server \"\(server)\"")
    }
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
  var keep: ConflictResolver.Choice

  @OptionGroup var build: BuildOptions

  func run() async throws {
    let conflict = try await withSyncDatabase(build) { database in
      try await ConflictResolver(contacts: database, ledger: database.syncState)
        .resolve(id, keep: keep)
    }
    print(
      "Kept \(keep == .mine ? "mine" : "the server's") for \(conflict.contactName), \(conflict.field)"
    )
  }
}

extension ConflictResolver.Choice: ExpressibleByArgument {}
