import ContactsTestSupport
import Foundation
import Testing

@Suite("contacts sync over TLS", .enabled(if: Peers.available("radicale")), .tags(.slow))
struct SyncTLSTests {
  @Test func aSelfSignedCertificateIsRefusedUnlessGivenWithCAFile() async throws {
    try await Radicale.with(tls: true) { server in
      try await withTemporaryDirectory { folder in
        var environment = ProcessInfo.processInfo.environment
        environment["CONTACTS_DATABASE"] = folder.appendingPathComponent("contacts.sqlite").path
        environment["HOME"] = folder.path
        environment["CONTACTS_SYNC_PASSWORD"] = Radicale.password
        let add = ["sync", "add-account", "tls", "--url", server.baseURL, "--username", "alice"]
        let refused = try ChildProcess.run(BuiltProducts.contacts, add, environment: environment)
        #expect(refused.status == 69, "a server not reached: exit 69")
        #expect(refused.standardError.contains("cannot reach"))
        let trusted = try ChildProcess.run(
          BuiltProducts.contacts, add + ["--ca-file", server.certificateFile.path],
          environment: environment)
        #expect(trusted.status == 0, "\(trusted.standardError)")
        #expect(trusted.standardOutput.contains("https://127.0.0.1:\(server.server.port)/alice/"))
        let synced = try ChildProcess.run(
          BuiltProducts.contacts, ["sync", "--ca-file", server.certificateFile.path],
          environment: environment)
        #expect(
          synced.standardOutput
            == "tls: Nothing changed, nothing to resolve\n")
      }
    }
  }
}
