import ArgumentParser
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI
@testable import ContactsNetworkCLI

/// `contacts sync` and its subcommands go through the chosen build's sync screen: both builds
/// print the same lines and draw the same bar.
@Suite("contacts sync through AddressBookApp, both builds alike")
struct SyncOutputTests {
  private static let report = SyncReport.counting(
    fromServer: (3, 2, 1), toServer: (1, 0, 0), conflicts: 1, skipped: ["/b/x.vcf: no name"],
    notices: ["the address book is read-only"])

  /// What `arguments` print through `architecture`'s app over `manager`, and what the bar drew.
  private func run(
    _ arguments: [String], _ architecture: Architecture, _ manager: SyncManagerSpy,
    terminal: Bool = true
  ) async throws -> (printed: [String], bar: [String], failure: String?) {
    let parsed = try NetworkCommand.parseAsRoot(
      arguments + ["--architecture", architecture.rawValue])
    let app = architecture.app(try ContactDatabase.inMemory(), syncManager: manager)
    var printed: [String] = []
    var bar: [String] = []
    do {
      switch parsed {
      case let command as SyncRunCommand:
        try await command.output(
          app: app, progressBar: ProgressBar(isTerminal: terminal) { bar.append($0) }
        ) { printed.append($0) }
      case let command as SyncStatusCommand: printed.append(try await command.output(app: app))
      case let command as SyncConflictsCommand: printed.append(try await command.output(app: app))
      case let command as ResolveConflictCommand: printed.append(try await command.output(app: app))
      default: Issue.record("not a sync command: \(arguments)")
      }
    } catch let failure as CommandFailure {
      return (printed, bar, failure.description)
    }
    return (printed, bar, nil)
  }

  @Test func syncPrintsWhatChangedInWordsAndDrawsTheBarTheSameInBothBuilds() async throws {
    var outputs: [String] = []
    for architecture in Architecture.allCases {
      let result = try await run(["sync"], architecture, SyncManagerSpy(report: Self.report))
      #expect(
        result.printed == [
          """
          home: 3 added here, 2 changed here, 1 removed here, 1 added on the server, 1 conflict to resolve
            1 card skipped (new): /b/x.vcf: no name
            note: the address book is read-only
          """
        ])
      #expect(
        result.bar == [
          "\r[------------------------------] 0% asking the server what changed (home)",
          // Padded to cover the longer line before it.
          "\r[##############################] 100% receiving 1 of 1 cards (home)      ",
          "\r\u{1B}[K",
        ])
      outputs.append("\(result)")
    }
    #expect(Set(outputs).count == 1, "both builds print the same")
  }

  @Test func offATerminalNoBarIsDrawnAndJSONIsUnchanged() async throws {
    for architecture in Architecture.allCases {
      let result = try await run(
        ["sync", "--json", "--dry-run"], architecture, SyncManagerSpy(report: Self.report),
        terminal: false)
      #expect(result.bar == [])
      let json = try #require(result.printed.first)
      #expect(json.contains(#""summary" : "dry run: from the server +3 ~2 -1; "#))
      #expect(json.contains(#""dryRun" : true"#))
      #expect(json.contains(#""fromServerUpdated" : 2"#))
    }
  }

  @Test func aStopPrintsWhyAndHowToGoAheadInBothBuilds() async throws {
    for architecture in Architecture.allCases {
      let manager = SyncManagerSpy(
        stopReason: "the server lists no cards, but 2 were synced before")
      let stopped = try await run(["sync", "home"], architecture, manager)
      #expect(stopped.printed == [])
      #expect(
        stopped.failure
          == "home: the server lists no cards, but 2 were synced before; nothing was changed. "
          + "Check the account, then sync again with --yes to go ahead")
      let confirmed = try await run(["sync", "home", "--yes"], architecture, manager)
      #expect(confirmed.failure == nil)
      #expect(
        await manager.calls == [
          .sync("home", SyncOptions()), .accounts, .conflicts,
          .sync("home", SyncOptions(confirmed: true)), .accounts, .conflicts,
        ])
    }
  }

  @Test func statusConflictsAndResolvePrintTheSameInBothBuilds() async throws {
    for architecture in Architecture.allCases {
      let manager = SyncManagerSpy(states: [.home], conflicts: [.adaNote])
      #expect(
        try await run(["sync", "status"], architecture, manager).printed == [
          """
          home: ada at http://127.0.0.1:5232/ada/contacts/
            2 cards synced, 0 skipped, 1 conflict; synced
          """
        ])
      #expect(
        try await run(["sync", "conflicts"], architecture, manager).printed == [
          "7  Ada Lovelace (home), Note: mine \"mine\", server \"theirs\""
        ])
      #expect(
        try await run(["sync", "resolve", "7", "--keep", "server"], architecture, manager).printed
          == ["Kept the server's for Ada Lovelace, Note"])
      #expect(
        try await run(["sync", "conflicts"], architecture, manager).printed == ["No conflicts"])
      let missing = try await run(
        ["sync", "resolve", "7", "--keep", "mine"], architecture, manager)
      #expect(
        missing.failure == "Could not keep mine: there is no conflict 7; it may have been resolved")
    }
  }

  @Test func withoutAnAccountBothBuildsSayHowToAddOne() async throws {
    for architecture in Architecture.allCases {
      let parsed = try #require(
        try NetworkCommand.parseAsRoot(["sync", "--architecture", architecture.rawValue])
          as? SyncRunCommand)
      let app = architecture.app(try ContactDatabase.inMemory())
      await #expect(
        throws: CommandFailure(
          "Could not sync: there is no sync account yet; add one with contacts sync add-account "
            + "NAME --url URL --username USER", status: .data)
      ) {
        try await parsed.output(app: app, progressBar: ProgressBar(isTerminal: false) { _ in }) {
          _ in
        }
      }
    }
  }

  @Test func cardsSkippedBeforeAreCountedWithWhereToSeeThemNotListedAgain() async throws {
    let report = SyncReport.counting(
      fromServer: (1, 0, 0), skipped: ["/b/y.vcf: no name"], stillSkipped: 2)
    var outputs: [[String]] = []
    for architecture in Architecture.allCases {
      let text = try await run(["sync"], architecture, SyncManagerSpy(report: report))
      #expect(
        text.printed == [
          """
          home: 1 added here, nothing to resolve
            1 card skipped (new): /b/y.vcf: no name
            2 cards still skipped, as before: contacts sync status lists them
          """
        ])
      outputs.append(text.printed)
      let json = try await run(["sync", "--json"], architecture, SyncManagerSpy(report: report))
      let printed = try #require(json.printed.first)
      #expect(printed.contains(#""stillSkipped" : 2"#))
      #expect(printed.contains(#""summary" : "from the server +1 ~0 -0; "#))
    }
    #expect(Set(outputs).count == 1, "both builds print the same")
  }

  @Test func aSkippedCardWithALongNameIsOneBoundedLineAndJSONKeepsTheWhole() async throws {
    let name = String(repeating: "A", count: 5_000)
    let report = SyncReport.counting(
      fromServer: (0, 0, 0), toServer: (0, 0, 0), conflicts: 0,
      skipped: ["/b/x.vcf: \(name): Last name must be at most 100 characters"], notices: [])
    for architecture in Architecture.allCases {
      let text = try await run(["sync"], architecture, SyncManagerSpy(report: report))
      let lines = try #require(text.printed.first).split(separator: "\n")
      #expect(lines.count == 2)
      #expect(lines[1].count <= "  1 card skipped (new): ".count + ShownText.summaryLength)
      #expect(lines[1].hasSuffix("Last name must be at most 100 characters"))
      let json = try await run(["sync", "--json"], architecture, SyncManagerSpy(report: report))
      #expect(try #require(json.printed.first).contains(name))
    }
  }
}
