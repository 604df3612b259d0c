import ArgumentParser
import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

@Suite("contacts merge and duplicates --merge-identical, parsed and run in process")
struct MergeCommandTests {
  private static let architectures = Architecture.allCases.map(\.rawValue)

  @Test(arguments: architectures)
  func contactsAreMergedByNameAndTheMergeIsUndone(architecture: String) async throws {
    let store = try ContactDatabase.inMemory()
    let run = { (arguments: [String]) in
      try await output(arguments + ["--architecture", architecture], on: store)
    }
    _ = try await run(
      addArguments(
        "Ada Lovelace", "--add-email", "home=ada@example.org", "--birthday", "1815-12-10"))
    _ = try await run(
      addArguments(
        "Ada King", "--add-email", "work=ADA@example.org", "--add-phone", "mobile=+44 20 7946 0018",
        "--birthday", "1815-12-11", "--nickname", "Enchantress"))
    #expect(
      try await run(["merge", "ada lovelace", "ada king", "--keep-birthday-of", "ada king"]) == """
        Merged #2 Ada King into #1 Ada Lovelace.
          Name: “Ada Lovelace” of #1 (not “Ada King” of #2)
          Birthday: “1815-12-11” of #2 (not “1815-12-10” of #1)
        """)
    let ada = try await store.contact(id: 1)
    #expect(ada.emails.map(\.value) == ["ada@example.org"])
    #expect(ada.phones.map(\.value) == ["+44 20 7946 0018"])
    #expect(ada.details.nickname == "Enchantress")
    #expect(ada.details.birthday == PartialDate("1815-12-11"))
    #expect(try await run(["list"]) == "Ada Lovelace")
    #expect(
      try await run(["undo"])
        == "Undid “Merged 2 contacts into Ada Lovelace”: removed 0, put back 2")
    #expect(try await run(["list"]) == "Ada King\nAda Lovelace")
  }

  @Test(arguments: architectures)
  func badMergesAreRefusedAndChangeNothing(architecture: String) async throws {
    let store = try ContactDatabase.inMemory()
    let run = { (arguments: [String]) in
      try await output(arguments + ["--architecture", architecture], on: store)
    }
    _ = try await run(addArguments("Ada Lovelace"))
    _ = try await run(addArguments("Ada King"))
    await #expect(throws: CommandFailure.self) { try await run(["merge", "1"]) }
    await #expect(throws: CommandFailure.self) { try await run(["merge", "1", "1"]) }
    await #expect(throws: CommandFailure.self) {
      try await run(["merge", "1", "2", "--keep", "x"])
    }
    await #expect(throws: CommandFailure.self) {
      try await run(["merge", "1", "2", "--keep-name-of", "3"])
    }
    await #expect(throws: CommandFailure.self) { try await run(["merge", "1", "9"]) }
    #expect(try await run(["list"]) == "Ada King\nAda Lovelace")
    #expect(try await store.lastChange()?.kind == .add)
  }

  @Test(arguments: architectures)
  func identicalDuplicatesAreMergedAsOneChange(architecture: String) async throws {
    let store = try ContactDatabase.inMemory()
    let run = { (arguments: [String]) in
      try await output(arguments + ["--architecture", architecture], on: store)
    }
    _ = try await run(addArguments("Ada Lovelace"))
    _ = try await run(addArguments("ada  lovelace"))
    _ = try await run(addArguments("Alan Turing"))
    _ = try await run(addArguments("Alan Turing"))
    _ = try await run(addArguments("Bob Smith"))
    #expect(
      try await run(["duplicates", "--merge-identical", "--dry-run"]).hasPrefix(
        "Would merge 2 identical duplicates into 2 contacts; nothing was changed."))
    #expect(try await store.allContacts().count == 5)
    let json = try await run(["duplicates", "--merge-identical", "--json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary)
    #expect(
      object["sentence"] as? String
        == "Merged 2 identical duplicates into 2 contacts, as one change.")
    #expect(try await run(["list"]) == "Ada Lovelace\nAlan Turing\nBob Smith")
    #expect(
      try await run(["duplicates", "--merge-identical"]) == "No identical duplicates to merge.")
    _ = try await run(["undo"])
    #expect(try await store.allContacts().count == 5)
  }
}
