import ArgumentParser
import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsRoot
import ContactsTerminal
import Foundation

/// `contacts deleted`: the Recently deleted screen, and how long it keeps contacts.
struct DeletedCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "deleted",
    abstract: "Print the recently deleted contacts, most recent first.",
    discussion: """
      A deleted contact (by delete, the web page, or a sync following the server) is kept 30 \
      days, then deleted for good; restore brings it back whole. --keep-deleted changes how \
      long, for every way of deleting and for those already deleted.
      """
  )

  @Option(help: "Keep deleted contacts this many days (1 to 3650), from now on.")
  var keepDeleted: Int?

  @Option(
    name: ListingOption.limit.name,
    help: "Print at most this many contacts (1 to \(PageRequest.maximumLimit)).")
  var limit = PageRequest.maximumLimit

  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func validate() throws {
    if let keepDeleted, let refusal = RecentlyDeletedScreen.keepDaysRefusal(keepDeleted) {
      throw ValidationError(refusal)
    }
    if let refusal = NumberRefusal.limit(String(limit)) { throw ValidationError(refusal) }
  }

  var readsOnly: Bool { keepDeleted == nil }

  func output(root: AppRoot) async throws -> String {
    try await CommandFailure.rethrowing {
      let app = options.app(root)
      let screen =
        if let keepDeleted {
          try await app.keepDeleted(days: keepDeleted, limit: limit)
        } else {
          try await app.recentlyDeleted(limit: limit)
        }
      if options.json { return try ContactJSON.encode(DeletedJSON(screen)) }
      let rows = screen.rows.map { "\($0.id)  \($0.name), \($0.left)" }
      return ([screen.keeping] + rows + (screen.notice.map { [$0] } ?? []))
        .joined(separator: "\n")
    }
  }
}

/// `contacts restore ID…`: Restore on rows of the Recently deleted screen.
struct RestoreCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "restore",
    abstract: "Bring deleted contacts back whole, with their ids, and print their names.",
    discussion: "The ids are those `deleted` prints. A contact once on a CardDAV server is "
      + "sent to it again by the next sync.")

  @Argument(help: "The ids of the deleted contacts.")
  var ids: [Contact.ID]

  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func output(root: AppRoot) async throws -> String {
    try await CommandFailure.rethrowing {
      let app = options.app(root)
      var done: [TrashOutcome] = []
      for id in ids {
        // Each restored is printed before a later one fails: nothing done is left unsaid.
        do {
          done.append(try await app.restore(id))
        } catch {
          if !done.isEmpty { printOutput(try printed(done), asJSON: options.json) }
          throw error
        }
      }
      return try printed(done)
    }
  }
}

/// `contacts undo`: takes back the latest change.
struct UndoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "undo",
    abstract: "Take back the latest change, and print what was put back.",
    discussion: """
      Takes back the latest add, delete, edit, photo change, import, sync, revert or rewind \
      not yet undone; run it again to go further back. A contact added goes to Recently \
      deleted; a deleted contact comes back whole; an \
      edited one gets every field back as it was; an import's or a sync's contacts added go \
      to Recently deleted and those it changed or deleted come back. A contact changed again \
      since is not overwritten: undo keeps it as it is and names it.
      """)

  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func output(root: AppRoot) async throws -> String {
    try await CommandFailure.rethrowing {
      let outcome = try await options.app(root).undo(nil)
      return options.json ? try ContactJSON.encode(UndoJSON(outcome)) : outcome.sentence
    }
  }
}

extension RestoreCommand {
  /// `done` as printed: a sentence a line, or with `--json` an array of `TrashJSON`.
  private func printed(_ done: [TrashOutcome]) throws -> String {
    guard options.json else {
      return done.map(\.sentence).joined(separator: "\n")
    }
    return try ContactJSON.encode(done.map(TrashJSON.init))
  }
}

extension DeletedCommand: RootCommand {}
extension RestoreCommand: RootCommand {}
extension UndoCommand: RootCommand {}

/// The Recently deleted screen as `deleted --json` prints it.
struct DeletedJSON: Encodable {
  struct Deleted: Encodable {
    let id: Contact.ID
    let fullName: String
    let daysLeft: Int
  }

  let deleted: [Deleted]
  let keepDays: Int
  let hasMore: Bool

  init(_ screen: RecentlyDeletedScreen) {
    deleted = screen.rows.map { Deleted(id: $0.id, fullName: $0.fullName, daysLeft: $0.daysLeft) }
    keepDays = screen.keepDays
    hasMore = screen.hasMore
  }
}
