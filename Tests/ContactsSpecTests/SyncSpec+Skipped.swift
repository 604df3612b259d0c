import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Testing

// Cards the sync cannot take, said once; and group cards, which it takes.
extension SyncSpec {
  /// A card with nothing to show a contact by, `note` its only content.
  private static func blank(note: String) -> String {
    "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:blank\r\nFN:\r\nN:;;;;\r\nNOTE:\(note)\r\nEND:VCARD\r\n"
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aCardThatCannotBeAContactIsNamedWhenItComesAndWhenItChangesNotOnEverySync(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let (_, book, app) = try await start(
      architecture, factory,
      ["ada": Self.card("ada", "Ada", "Lovelace"), "blank": Self.blank(note: "first")])
    let (first, _) = try await sync(app)
    let skipped = try #require(first.synced.first?.report.skipped)
    #expect(skipped.count == 1)
    #expect(skipped.first?.contains("nothing to show it by") == true)

    #expect(first.synced.map(\.report.stillSkipped) == [0])

    let (again, _) = try await sync(app)
    #expect(again.synced.map(\.report.skipped) == [[]])
    #expect(again.synced.map(\.report.saysMore) == [false])
    // Counted, not named again: the next sync knows it skipped the card before.
    #expect(again.synced.map(\.report.stillSkipped) == [1])
    // Asked for, the account still names it.
    let status = try await app.syncStatus()
    #expect(status.map(\.skipped) == [1])
    #expect(status.map(\.skippedLines) == [skipped.map { "skipped: \($0)" }])

    await book.store("blank", Self.blank(note: "second"))
    let (changed, _) = try await sync(app)
    #expect(changed.synced.map(\.report.skipped.count) == [1])
    #expect(changed.synced.map(\.report.stillSkipped) == [0])
    let (quiet, _) = try await sync(app)
    #expect(quiet.synced.map(\.report.saysMore) == [false])
    #expect(quiet.synced.map(\.report.stillSkipped) == [1])
    let (dry, _) = try await sync(app, dryRun: true)
    #expect(dry.synced.map(\.report.stillSkipped) == [1])
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func aGroupCardOnTheServerPutsItsMembersInItsGroupAndIsNotReportedAgain(
    _ architecture: Architecture, _ factory: StoreFactory
  ) async throws {
    let group =
      "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:friends\r\nKIND:group\r\nFN:Friends\r\n"
      + "MEMBER:urn:uuid:ada\r\nEND:VCARD\r\n"
    let (_, _, app) = try await start(
      architecture, factory, ["ada": Self.card("ada", "Ada", "Lovelace"), "friends": group])
    let (first, _) = try await sync(app)
    #expect(
      first.synced.map(\.report.summary) == [
        "from the server +2 ~0 -0; to the server +0 ~0 -0; conflicts 0"
      ])
    #expect(first.synced.map(\.report.saysMore) == [false])
    #expect(
      try await app.list(.appear, in: ContactListWindow(group: "Friends")).names
        == ["Ada Lovelace"])
    let (again, _) = try await sync(app)
    #expect(again.synced.map(\.report.counts.changedAnything) == [false])
    #expect(again.synced.map(\.report.saysMore) == [false])
  }
}
