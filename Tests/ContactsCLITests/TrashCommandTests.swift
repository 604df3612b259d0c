import ArgumentParser
import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

@Suite("contacts deleted, restore, undo and delete --forever, parsed and run in process")
struct TrashCommandTests {
  private static let architectures = Architecture.allCases.map(\.rawValue)

  @Test(arguments: architectures)
  func aDeletedContactIsListedRestoredAndDeletedForGood(architecture: String) async throws {
    let store = try ContactDatabase.inMemory()
    let run = { (arguments: [String]) in
      try await output(arguments + ["--architecture", architecture], on: store)
    }
    _ = try await run(addArguments("Ada Lovelace"))
    _ = try await run(addArguments("Bea Brown"))
    #expect(try await run(["delete", "1", "--yes"]) == "Deleted Ada Lovelace")
    #expect(
      try await run(["deleted"])
        == "Deleted contacts are kept 30 days, then deleted for good.\n1  Ada Lovelace, 30 days left"
    )
    #expect(try await run(["restore", "1"]) == "Restored Ada Lovelace")
    #expect(try await run(["list"]) == "Ada Lovelace\nBea Brown")
    #expect(try await run(["delete", "2", "--forever", "--yes"]) == "Deleted Bea Brown for good")
    #expect(
      try await run(["deleted"])
        == "Deleted contacts are kept 30 days, then deleted for good.\nNo recently deleted contacts."
    )
    // Bea's add went with her; Ada's is left, and then nothing.
    #expect(
      try await run(["undo"]) == "Undid the add of Ada Lovelace: it is in Recently deleted")
    await #expect(
      throws: CommandFailure(
        "Could not undo: there is nothing to undo", status: .data)
    ) { try await run(["undo"]) }
  }

  @Test(arguments: architectures)
  func restoreAndDeleteForeverSayWhatTheyDidInJSON(architecture: String) async throws {
    let store = try ContactDatabase.inMemory()
    let run = { (arguments: [String]) in
      try await output(arguments + ["--architecture", architecture, "--json"], on: store)
    }
    let object = { (json: String) throws -> Any in
      try JSONSerialization.jsonObject(with: Data(json.utf8))
    }
    _ = try await run(addArguments("Ada Lovelace"))
    _ = try await run(addArguments("Bea Brown"))
    _ = try await run(["delete", "1", "--yes"])
    _ = try await run(["delete", "2", "--yes"])
    let restored = try #require(
      try object(try await run(["restore", "1", "2"])) as? [NSDictionary])
    #expect(
      restored.map { $0["sentence"] as? String } == ["Restored Ada Lovelace", "Restored Bea Brown"])
    #expect(restored.map { $0["back"] as? Bool } == [true, true])
    #expect(restored.map { $0["id"] as? Int } == [1, 2])
    let gone = try #require(
      try object(try await run(["delete", "2", "--forever", "--yes"])) as? NSDictionary)
    #expect(gone["sentence"] as? String == "Deleted Bea Brown for good")
    #expect(gone["back"] as? Bool == false && gone["id"] as? Int == 2)
  }

  @Test(arguments: architectures)
  func undoTakesBackTheLastEditAndOnlyIt(architecture: String) async throws {
    let store = try ContactDatabase.inMemory()
    let run = { (arguments: [String]) in
      try await output(arguments + ["--architecture", architecture], on: store)
    }
    _ = try await run(addArguments("Ada Lovelace"))
    _ = try await run(["edit", "1", "--last-name", "King"])
    _ = try await run(["edit", "1", "--note", "Countess"])
    #expect(try await run(["undo"]) == "Undid the edit of Ada King")
    let shown = try await run(["show", "1"])
    #expect(shown.hasPrefix("Ada King") && !shown.contains("Countess"))
  }

  @Test(arguments: architectures)
  func undoTakesBackAWholeImportThenTheEditBeforeIt(architecture: String) async throws {
    let store = try ContactDatabase.inMemory()
    let run = { (arguments: [String]) in
      try await output(arguments + ["--architecture", architecture], on: store)
    }
    _ = try await run(addArguments("Ada Lovelace"))
    _ = try await run(["edit", "1", "--last-name", "King"])
    let file = try makeTemporaryDirectory().appendingPathComponent("undo.vcf")
    defer { try? FileManager.default.removeItem(at: file) }
    try Data(
      "BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Cy Young\r\nN:Young;Cy;;;\r\nEND:VCARD\r\n".utf8
    ).write(to: file)
    _ = try await run(["import", file.path])
    #expect(try await run(["undo"]) == "Undid “Imported 1 contact”: removed 1, put back 0")
    #expect(try await run(["list"]) == "Ada King")
    #expect(try await run(["undo"]) == "Undid the edit of Ada Lovelace")
    #expect(try await run(["list"]) == "Ada Lovelace")
  }

  @Test func aKeepingTimeOutOfRangeIsAUsageError() throws {
    for days in ["0", "3651"] {
      #expect(throws: (any Error).self) {
        try ContactsCommand.parseAsRoot(["deleted", "--keep-deleted", days])
      }
    }
  }
}
