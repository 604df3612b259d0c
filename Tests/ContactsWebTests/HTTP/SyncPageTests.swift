import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The sync page of both builds, in process, over a sync manager that answers what it is told.
@Suite("The sync page")
struct SyncPageTests {
  private static let report = SyncReport.counting(fromServer: (3, 2, 1), toServer: (1, 0, 0))

  private func app(_ manager: SyncManagerSpy, repository: ContactDatabase? = nil) throws
    -> some ApplicationProtocol
  {
    let repository = try repository ?? ContactDatabase.inMemory()
    return ContactsWebApp.application(configuration: .init(host: "127.0.0.1", port: 0)) {
      $0.app(repository, syncManager: manager)
    }
  }

  /// Opens the sync page of `build` as a browser would, then posts `fields` to `path` from it.
  private func post(
    _ client: some TestClientProtocol, _ build: Architecture, _ path: String,
    _ fields: [(String, String)], token: String? = nil
  ) async throws -> TestResponse {
    let page = try await client.get(build.syncPath)
    let session = AddPageSession(token: try #require(page.inputValue(CSRFToken.fieldName)))
    return try await client.execute(
      uri: path, method: .post,
      headers: [
        .contentType: "application/x-www-form-urlencoded", .cookie: session.cookie,
        .origin: "http://localhost",
      ],
      body: ByteBuffer(string: formEncoded([("csrf", token ?? session.token)] + fields)))
  }

  @Test(arguments: Architecture.allCases)
  func theListLinksToSyncAndWithoutAnAccountThePageSaysHowToAddOne(_ build: Architecture)
    async throws
  {
    try await app(SyncManagerSpy()).test(.router) { client in
      #expect(
        try await client.get(build.listPath).text.contains("href=\"\(build.syncPath)\">Sync</a>"))
      let page = try await client.get(build.syncPath)
      #expect(page.status == .ok)
      #expect(page.text.contains("No sync account yet"))
      #expect(page.text.contains("contacts sync add-account home --url"))
      #expect(page.text.contains("No conflicts."))
    }
  }

  @Test(arguments: Architecture.allCases)
  func syncNowRedirectsToThePageWithTheOneLineSummary(_ build: Architecture) async throws {
    let manager = SyncManagerSpy(states: [.home], report: Self.report)
    try await app(manager).test(.router) { client in
      let answer = try await post(client, build, build.syncPath, [])
      #expect(answer.status == .seeOther)
      let location = try #require(answer.headers[.location])
      #expect(location == build.syncPath + "?account=home&counts=3.2.1.1.0.0.0.0")
      let page = try await client.get(location)
      #expect(
        page.text.contains(
          "<strong>home</strong>: 3 added here, 2 changed here, 1 removed here, "
            + "1 added on the server, nothing to resolve"))
      #expect(page.text.contains("ada at http://127.0.0.1:5232/ada/contacts/"))
      #expect(await manager.calls.contains(.sync(nil, SyncOptions())))
    }
  }

  @Test(arguments: Architecture.allCases)
  func aSyncThatChangedContactsHereOffersToUndoIt(_ build: Architecture) async throws {
    let repository = try ContactDatabase.inMemory()
    let ada = ContactImport(
      uid: "urn:uuid:ada", draft: try ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    try await repository.applySync([ada], deleting: [], in: SyncRun(account: "home"))
    let manager = SyncManagerSpy(states: [.home], report: Self.report)
    try await app(manager, repository: repository).test(.router) { client in
      let answer = try await post(client, build, build.syncPath, [])
      let page = try await client.get(try #require(answer.headers[.location]))
      #expect(page.text.contains("Synced with home. <input"))
      #expect(page.text.contains("<form method=\"post\" action=\"\(build.undoPath)\">"))
      #expect(!(try await client.get(build.syncPath).text.contains("Synced with home.")))
    }
  }

  @Test(arguments: Architecture.allCases)
  func aReadOnlyNoticeAndSkippedCardsAreShownOnceOnThePageItself(_ build: Architecture) async throws
  {
    let report = SyncReport.counting(
      fromServer: (1, 0, 0), skipped: ["/b/group.vcf: a group is not a contact"],
      notices: ["the address book is read-only: 2 local changes stay on this device"])
    try await app(SyncManagerSpy(states: [.home], report: report)).test(.router) { client in
      let answer = try await post(client, build, build.syncPath, [])
      #expect(answer.status == .ok)
      #expect(
        answer.text.contains(
          "<li>1 card skipped (new): /b/group.vcf: a group is not a contact</li>"))
      #expect(
        answer.text.contains(
          "<li>note: the address book is read-only: 2 local changes stay on this device</li>"))
      #expect(answer.text.contains("1 added here, nothing to resolve"))
    }
  }

  @Test(arguments: Architecture.allCases)
  func cardsSkippedBeforeAreCountedInTheAddressAndPointToTheAccountsNotListedAgain(
    _ build: Architecture
  ) async throws {
    let report = SyncReport.counting(fromServer: (1, 0, 0), stillSkipped: 2)
    let states = [AccountStatus.home]
    try await app(SyncManagerSpy(states: states, report: report)).test(.router) { client in
      let answer = try await post(client, build, build.syncPath, [])
      #expect(answer.status == .seeOther)
      let location = try #require(answer.headers[.location])
      #expect(location == build.syncPath + "?account=home&counts=1.0.0.0.0.0.0.2")
      let page = try await client.get(location)
      #expect(
        page.text.contains("<li>2 cards still skipped, as before: listed under Accounts</li>"))
      #expect(!page.text.contains("skipped (new)"))
      // An address from before the count was carried still shows its sentence.
      let older = try await client.get(build.syncPath + "?account=home&counts=1.0.0.0.0.0.0")
      #expect(older.text.contains("<strong>home</strong>: 1 added here, nothing to resolve"))
      #expect(!older.text.contains("still skipped"))
    }
  }

  @Test(arguments: Architecture.allCases)
  func aSyncWithoutOurTokenIsRefusedAndNothingIsSynced(_ build: Architecture) async throws {
    let manager = SyncManagerSpy(states: [.home], conflicts: [.adaNote])
    try await app(manager).test(.router) { client in
      let forged = try await post(client, build, build.syncPath, [], token: "forged")
      #expect(forged.status == .forbidden)
      let noCookie = try await client.execute(
        uri: build.syncPath + "/conflicts/7", method: .post,
        headers: [.contentType: "application/x-www-form-urlencoded"],
        body: ByteBuffer(string: "csrf=x&keep=server"))
      #expect(noCookie.status == .forbidden)
      let calls = await manager.calls
      #expect(!calls.contains { if case .sync = $0 { true } else { false } })
      #expect(!calls.contains { if case .resolve = $0 { true } else { false } })
    }
  }

  @Test(arguments: Architecture.allCases)
  func aStopIsShownWithAConfirmButtonThatGoesAhead(_ build: Architecture) async throws {
    let manager = SyncManagerSpy(
      states: [.home], stopReason: "the server lists no cards, but 2 were synced before")
    try await app(manager).test(.router) { client in
      let stopped = try await post(client, build, build.syncPath, [("dryRun", "1")])
      #expect(stopped.status == .ok)
      #expect(stopped.text.contains("the server lists no cards, but 2 were synced before"))
      #expect(stopped.text.contains(">Confirm</button>"))
      #expect(stopped.inputValue("confirmed") == "1")
      #expect(stopped.inputValue("account") == "home")
      let confirmed = try await post(
        client, build, build.syncPath, [("account", "home"), ("dryRun", "1"), ("confirmed", "1")])
      #expect(confirmed.status == .seeOther)
      #expect(confirmed.headers[.location]?.hasSuffix("&dryRun=1") == true)
      let syncs = await manager.calls.filter { if case .sync = $0 { true } else { false } }
      #expect(
        syncs == [
          .sync(nil, SyncOptions(dryRun: true)),
          .sync("home", SyncOptions(dryRun: true, confirmed: true)),
        ])
    }
  }

  @Test(arguments: Architecture.allCases)
  func keepTheServersResolvesTheConflictAndThePageSaysSo(_ build: Architecture) async throws {
    let manager = SyncManagerSpy(states: [.home], conflicts: [.adaNote])
    try await app(manager).test(.router) { client in
      let page = try await client.get(build.syncPath)
      #expect(page.text.contains("<strong>Ada Lovelace</strong> (home), Note: mine “mine”"))
      #expect(page.text.contains("action=\"\(build.syncPath)/conflicts/7\""))
      #expect(page.text.contains("name=\"keep\" value=\"mine\">Keep mine</button>"))
      #expect(page.text.contains("Keep the server's"))
      let kept = try await post(
        client, build, build.syncPath + "/conflicts/7", [("keep", "server")])
      #expect(kept.status == .seeOther)
      #expect(kept.headers[.location] == build.syncPath + "?kept=server")
      let after = try await client.get(build.syncPath + "?kept=server")
      #expect(after.text.contains("Kept the server's value."))
      #expect(after.text.contains("No conflicts."))
      let again = try await post(client, build, build.syncPath + "/conflicts/7", [("keep", "mine")])
      #expect(again.status == .notFound)
      #expect(again.text.contains("there is no conflict 7; it may have been resolved"))
      let unknown = try await post(
        client, build, build.syncPath + "/conflicts/7", [("keep", "both")])
      #expect(unknown.status == .badRequest)
    }
  }

  @Test(arguments: [
    (
      // As AsyncHTTPClient words a refused connection, parentheses and all.
      RemoteError.unreachable(
        url: "http://127.0.0.1:5232/",
        reason: "connection reset (error set): Connection refused) (errno: \(ECONNREFUSED))")
        as any Error,
      HTTPResponse.Status.badGateway, "Server not reached",
      "Could not reach 127.0.0.1:5232: the connection was refused"
    ),
    (
      RemoteError.unauthorized(url: "http://127.0.0.1:5232/"), .badGateway, "Sign-in refused",
      "refused the user name or password"
    ),
    (
      SyncSetupError.noAccounts, .conflict, "No sync account",
      "add one with contacts sync add-account"
    ),
    (
      SyncSetupError.noPassword(username: "ada", host: "127.0.0.1"), .conflict,
      "Could not connect", "No password for ada at 127.0.0.1"
    ),
  ])
  func aFailedSyncIsAnErrorPageTitledInWordsThatLeadsBackToSync(
    failure: any Error, status: HTTPResponse.Status, title: String, sentence: String
  )
    async throws
  {
    let manager = SyncManagerSpy(failure: failure)
    try await app(manager).test(.router) { client in
      for build in Architecture.allCases {
        let session = try await client.openAddPage(build)
        let answer = try await client.execute(
          uri: build.syncPath, method: .post,
          headers: [.contentType: "application/x-www-form-urlencoded", .cookie: session.cookie],
          body: ByteBuffer(string: "csrf=\(session.token)"))
        #expect(answer.status == status)
        #expect(answer.text.contains("<h1>\(title)</h1>"), "\(answer.text)")
        #expect(!answer.text.contains(status.reasonPhrase))
        #expect(answer.text.contains(sentence), "\(answer.text)")
        #expect(answer.text.contains("<a href=\"\(build.syncPath)\">Back to Sync</a>"))
      }
    }
  }

  @Test func aSummaryInTheAddressShowsOnlyNamesAndNumbers() async throws {
    try await app(SyncManagerSpy()).test(.router) { client in
      let page = try await client.get(
        "/mvvm/sync?account=%3Cscript%3E&counts=1.2.3.4.5.6.7&account=x&counts=a.b")
      #expect(page.text.contains("<strong>&lt;script&gt;</strong>: 1 added here, 2 changed here"))
      #expect(!page.text.contains("<script>"))
      #expect(!page.text.contains("<strong>x</strong>"))
    }
  }
}
