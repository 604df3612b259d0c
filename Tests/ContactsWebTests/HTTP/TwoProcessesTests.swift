import ContactsBuilds
import ContactsStore
import ContactsTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The server and the `contacts` command on one database file at the same time.
@Suite("Two processes, one file", .onItsOwnThread, .tags(.slow))
struct TwoProcessesTests {
  @Test(arguments: Architecture.allCases)
  func aContactAddedByTheCommandWhileServingShowsOnTheNextLoad(_ build: Architecture) async throws {
    let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    let store = try ContactDatabase.openFile(at: path)
    try await makeApp(repository: store).test(.live) { client in
      #expect(try await client.get(build.listPath).text.contains("No contacts yet."))
      let add = try ChildProcess(
        try BuiltProducts.contacts,
        ["add", "--first-name", "Ada", "--last-name", "Lovelace", "--database", path])
      #expect(try await add.exitStatus() == 0, "\(add.output)")
      #expect(try await client.get(build.listPath).listedNames == ["Ada Lovelace"])
    }
  }

  @Test(arguments: Architecture.allCases)
  func aContactAddedInTheBrowserIsListedByTheCommand(_ build: Architecture) async throws {
    let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    let store = try ContactDatabase.openFile(at: path)
    try await makeApp(repository: store).test(.live) { client in
      let session = try await client.openAddPage(build)
      let answer = try await client.submit(
        build, firstName: "Ángel", lastName: "Díaz", session: session)
      #expect(answer.status == .seeOther)
      let list = try ChildProcess(try BuiltProducts.contacts, ["list", "--database", path])
      #expect(try await list.exitStatus() == 0)
      #expect(list.output == "Ángel Díaz\n")
    }
  }
}
