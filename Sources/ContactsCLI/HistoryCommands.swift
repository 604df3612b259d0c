import ArgumentParser
import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsRoot
import Foundation

/// `contacts history ID`: the History screen of a contact.
struct HistoryCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "history",
    abstract: "Print a contact's earlier versions, the newest first.",
    discussion: """
      Each version is the contact as it was before a change (an edit, an import, a sync, a \
      revert, a rewind or an undo) replaced it, with the fields that change touched. Versions \
      are kept as long as deleted contacts are; `revert ID --to VERSION` brings one back.
      """)

  @Argument(help: referenceHelp)
  var id: ContactReference

  @Option(
    name: ListingOption.limit.name,
    help: "Print at most this many versions (1 to \(PageRequest.maximumLimit)).")
  var limit = PageRequest.maximumLimit

  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func validate() throws {
    if let refusal = NumberRefusal.limit(String(limit)) { throw ValidationError(refusal) }
  }

  var readsOnly: Bool { true }

  func output(root: AppRoot) async throws -> String {
    let id = try await id.id(in: root.contacts)
    return try await CommandFailure.rethrowing {
      let screen = try await options.app(root).history(of: id, limit: limit)
      if options.json { return try ContactJSON.encode(HistoryJSON(screen)) }
      let heading = [screen.title + (screen.edited.map { ": \($0.lowercased())" } ?? "")]
      // Each version, then what the next one changed, as the History page lists it.
      let rows = screen.rows.flatMap { [$0.line] + $0.changes.map { "  " + $0 } }
      return (heading + rows + (screen.notice.map { [$0] } ?? []))
        .joined(separator: "\n")
    }
  }
}

/// `contacts revert ID --to VERSION`: Revert to this version on a row of the History screen.
struct RevertCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "revert",
    abstract: "Put a contact back as one of its earlier versions was.",
    discussion: "The versions are those `history ID` prints. `undo` takes the revert back.")

  @Argument(help: referenceHelp)
  var id: ContactReference

  @Option(help: "The version to put back, as `history` numbers it.")
  var to: Int

  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func validate() throws {
    guard to >= 1 else { throw ValidationError("--to is a version number from 1, not \(to)") }
  }

  func output(root: AppRoot) async throws -> String {
    let id = try await id.id(in: root.contacts)
    return try await CommandFailure.rethrowing {
      let sentence = try await options.app(root).revert(id, to: to).sentence
      printToStandardError(UndoOffer.commandHint)
      guard options.json else { return sentence }
      return try ContactJSON.encode(RevertJSON(id: id, version: to, sentence: sentence))
    }
  }
}

/// `contacts rewind --to TIME`: the Rewind screen, a dry run unless `--yes`.
struct RewindCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "rewind",
    abstract: "Put the whole address book back as it was at a time.",
    discussion: """
      Without --yes it only prints what would change. Contacts added since go to Recently \
      deleted, those deleted since come back, those changed since get the version they had \
      then; `undo` takes the rewind back. TIME is a local time ("2026-11-20 14:00"), ISO 8601 \
      ("2026-11-20T14:00:00Z"), or a while ago ("30 minutes ago", "1 hour ago", "2 days ago").
      """)

  @Option(help: "The time to put the book back to.")
  var to: String

  @Flag(help: "Rewind, rather than only print what would change.")
  var yes = false

  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func validate() throws {
    do {
      _ = try RewindTime.date(from: to, now: Date())
    } catch {
      throw ValidationError(error.message)
    }
  }

  var readsOnly: Bool { !yes }

  func output(root: AppRoot) async throws -> String {
    try await CommandFailure.rethrowing {
      let date = try RewindTime.date(from: to, now: Date())
      let app = options.app(root)
      let screen = yes ? try await app.rewind(to: date) : try await app.rewindPlan(to: date)
      if yes, screen.notice == nil { printToStandardError(UndoOffer.commandHint) }
      if options.json {
        if !yes, screen.notice == nil { printToStandardError(RewindScreen.commandHint(date)) }
        return try ContactJSON.encode(RewindJSON(screen, to: date))
      }
      let lines = screen.lines.map { "\($0.sentence): \($0.names)" }
      let next = yes || screen.notice != nil ? [] : [RewindScreen.commandHint(date)]
      return ([screen.heading] + lines + (screen.notice.map { [$0] } ?? []) + next)
        .joined(separator: "\n")
    }
  }
}

extension HistoryCommand: RootCommand {}
extension RevertCommand: RootCommand {}
extension RewindCommand: RootCommand {}
