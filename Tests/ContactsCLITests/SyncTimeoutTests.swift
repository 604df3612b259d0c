import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "contacts sync gives up on a slow server after the account's timeout",
  .enabled(if: Peers.available("radicale")))
struct SyncTimeoutTests {
  @Test func aSlowServerTimesOutSayingAfterHowLongAndNothingIsApplied() async throws {
    try await Radicale.with { server in
      try server.seed(
        [
          "ada.vcf":
            "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\n"
            + "END:VCARD\r\n"
        ], book: "contacts")
      let proxy = try FaultProxy(upstreamPort: server.server.port)
      defer { proxy.stop() }
      try await withTemporaryDirectory { folder in
        let environment = [
          "CONTACTS_DATABASE": folder.appendingPathComponent("contacts.sqlite").path,
          "CONTACTS_SYNC_PASSWORD": Radicale.password,
        ]
        func contacts(_ arguments: String...) throws -> ChildProcessResult {
          try runContacts(arguments, home: folder, environment)
        }
        let added = try contacts(
          "sync", "add-account", "home", "--url", "http://127.0.0.1:\(proxy.port)/alice/contacts/",
          "--username", Radicale.username, "--timeout", "1")
        #expect(added.status == 0, "\(added.standardError)")
        #expect(
          try runContacts(addArguments("Grace Hopper"), home: folder, environment).status == 0)

        // The server takes 3 s to answer what changed.
        proxy.intercept { request in
          if request.hasPrefix("REPORT") { Thread.sleep(forTimeInterval: 3) }
          return nil
        }
        let slow = try contacts("sync")
        #expect(slow.status == 69)
        #expect(
          slow.standardError.contains(
            "cannot reach http://127.0.0.1:\(proxy.port)/alice/contacts/ (timed out after 1 s)"),
          "\(slow.standardError)")
        #expect(try contacts("list").standardOutput == "Grace Hopper\n", "nothing applied here")
        #expect(try contacts("sync", "status").standardOutput.contains("0 cards synced"))

        let patient = try contacts("sync", "--timeout", "10")
        #expect(patient.status == 0, "\(patient.standardError)")
        #expect(
          patient.standardOutput
            == "from the server +1 ~0 -0; to the server +1 ~0 -0; conflicts 0\n")
        let stored = try contacts("sync")
        #expect(stored.standardError.contains("(timed out after 1 s)"), "the account keeps 1 s")

        let refused = try contacts("sync", "--timeout", "0")
        #expect(refused.status != 0)
        #expect(refused.standardError.contains("--timeout must be 1 second or more"))
      }
    }
  }
}
