import ContactsTestSupport
import Foundation
import Testing

/// `serve` and `sync` run in `contacts-network`, which `contacts` runs in its own place.
@Suite("contacts serve and sync, run by contacts-network", .tags(.slow))
struct NetworkCommandsTests {
  @Test func theHelpListsServeAndSyncAndTheirOwnHelpComesFromTheirExecutable() async throws {
    try await withTemporaryDirectory { folder in
      let help = try runContacts(["--help"], home: folder)
      #expect(help.status == 0)
      #expect(
        help.standardOutput.contains("serve                   Serve the app to a web browser"))
      #expect(help.standardOutput.contains("sync                    Sync the address book"))
      for arguments in [["serve", "--help"], ["help", "serve"]] {
        let serve = try runContacts(arguments, home: folder)
        #expect(serve.status == 0, "\(arguments)")
        #expect(
          serve.standardOutput.contains("USAGE: contacts serve [--host <host>]"), "\(arguments)")
      }
      let sync = try runContacts(["sync", "status", "--help"], home: folder)
      #expect(sync.standardOutput.contains("USAGE: contacts sync status"))
    }
  }

  @Test func aRefusalOfServeKeepsItsWordsAndExitStatus() async throws {
    try await withTemporaryDirectory { folder in
      let refused = try runContacts(["serve", "--port", "70000"], home: folder)
      #expect(refused.status == 64)
      #expect(refused.standardError.hasPrefix("Error: --port must be 0 to 65535."))
      let unknown = try runContacts(["sync", "frobnicate", "--bogus"], home: folder)
      #expect(unknown.status == 64)
      #expect(unknown.standardError.contains("Unknown option '--bogus'"))
    }
  }

  @Test func withoutContactsNetworkBesideItServeSaysHowToBuildIt() async throws {
    try await withTemporaryDirectory { folder in
      // Outside a SwiftPM build folder, nothing is built for it.
      let alone = folder.appendingPathComponent("contacts")
      try FileManager.default.copyItem(at: try contactsExecutable(), to: alone)
      let result = try runChildProcess(alone, ["serve"], environment: ["HOME": folder.path])
      #expect(result.status == 1)
      #expect(
        result.standardError
          == "Error: contacts-network is missing beside \(alone.path): serve and sync run in "
          + "it; build it with `swift build --product contacts-network` and put it there\n")
      #expect(try runChildProcess(alone, ["--help"], environment: [:]).status == 0)
    }
  }
}
