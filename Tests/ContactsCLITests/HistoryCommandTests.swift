import ArgumentParser
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

@Suite("contacts history, revert and rewind, parsed and run in process")
struct HistoryCommandTests {
  private static let architectures = Architecture.allCases.map(\.rawValue)
  private let start = Date(timeIntervalSince1970: 1_795_600_800)  // 2026-11-25 10:00 UTC

  /// A spy where Ada Lovelace was added at `start` and edited a minute later, and a runner
  /// of commands in `architecture` on it.
  private func book(_ architecture: String) async throws -> (
    RepositorySpy, ([String]) async throws -> String
  ) {
    let spy = RepositorySpy()
    let run = { (arguments: [String]) in
      try await output(arguments + ["--architecture", architecture], on: spy)
    }
    await spy.setDate(start)
    _ = try await run(addArguments("Ada Byron"))
    await spy.setDate(start.addingTimeInterval(60))
    _ = try await run(["edit", "1", "--last-name", "Lovelace", "--add-phone", "home=555 0100"])
    await spy.setDate(nil)
    return (spy, run)
  }

  @Test(arguments: architectures)
  func historyListsTheVersionsAndShowSaysHowMany(architecture: String) async throws {
    let (_, run) = try await book(architecture)
    let when = HistoryScreen.time(start.addingTimeInterval(60))
    #expect(
      try await run(["history", "1"])
        == "History of Ada Lovelace: edited once\nVersion 1 · \(when) · Edited: Name, Phone\n"
        + "  Last name: Byron → Lovelace\n  Added phone home 555 0100")
    #expect(
      try await run(["show", "Ada Lovelace"]).hasSuffix(
        "\nEdited once — see earlier versions: contacts history 1"))
    let json = try await run(["history", "1", "--json"])
    #expect(json.contains("\"replacedAt\" : \"2026-11-25T10:01:00Z\""))
    #expect(json.contains("\"changed\" : [\n        \"Name\",\n        \"Phone\"\n      ]"))
  }

  @Test(arguments: architectures)
  func revertBringsAVersionBackAndAMissingOneIsRefused(architecture: String) async throws {
    let (spy, run) = try await book(architecture)
    #expect(try await run(["revert", "1", "--to", "1"]) == "Reverted Ada Byron to version 1")
    #expect(try await spy.contact(id: 1).phones.isEmpty)
    await #expect(
      throws: CommandFailure(
        "Could not revert the contact: contact 1 has no version 7; its versions are 1–2",
        status: .data)
    ) { try await run(["revert", "1", "--to", "7"]) }
    await #expect(
      throws: CommandFailure(
        "Could not revert the contact: there is no contact with id 9; it may have been deleted",
        status: .data)
    ) { try await run(["revert", "9", "--to", "1"]) }
    #expect(throws: (any Error).self) {
      try ContactsCommand.parseAsRoot(["revert", "1", "--to", "0"])
    }
  }

  @Test(arguments: architectures)
  func rewindIsADryRunUntilYes(architecture: String) async throws {
    let (spy, run) = try await book(architecture)
    let iso = ISO8601DateFormatter().string(from: start)
    let plan = try await run(["rewind", "--to", iso])
    #expect(
      plan == """
        Rewind to \(HistoryScreen.time(start))?
        1 contact changed since would be put back as it was: Ada Byron
        To rewind: contacts rewind --to \(iso) --yes
        """)
    #expect(try await spy.contact(id: 1).lastName == "Lovelace")
    #expect(
      try await run(["rewind", "--to", iso, "--yes"])
        == "Rewound to \(HistoryScreen.time(start)).\n"
        + "1 contact changed since was put back as it was: Ada Byron")
    #expect(try await spy.contact(id: 1).lastName == "Byron")
    #expect(
      try await run(["rewind", "--to", iso]).hasSuffix(
        "there is nothing to rewind."))
  }

  @Test(arguments: architectures)
  func revertUndoAndRewindPrintJSONWhenAsked(architecture: String) async throws {
    let (spy, run) = try await book(architecture)
    let object = { (json: String) throws -> NSDictionary in
      try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary)
    }
    let reverted = try object(try await run(["revert", "1", "--to", "1", "--json"]))
    #expect(
      reverted == ["id": 1, "version": 1, "sentence": "Reverted Ada Byron to version 1"])
    let undone = try object(try await run(["undo", "--json"]))
    #expect(
      undone == [
        "sentence": "Undid “Reverted Ada Lovelace to an earlier version”",
        "undid":
          "Reverted Ada Lovelace to an earlier version", "kind": "revert", "removed": 0,
        "putBack": 1,
        "keptCount": 0, "kept": [String](), "id": 1,
      ])
    #expect(try await spy.contact(id: 1).lastName == "Lovelace")
    let iso = ISO8601DateFormatter().string(from: start)
    let plan = try object(try await run(["rewind", "--to", iso, "--json"]))
    let change: NSDictionary = [
      "kind": "changed", "count": 1, "names": "Ada Byron",
      "sentence": "1 contact changed since would be put back as it was",
    ]
    #expect(
      plan == [
        "to": iso, "done": false, "heading": "Rewind to \(HistoryScreen.time(start))?",
        "changes": [change],
      ])
    let rewound = try object(try await run(["rewind", "--to", iso, "--yes", "--json"]))
    #expect(rewound["done"] as? Bool == true)
    #expect(
      (rewound["changes"] as? [NSDictionary])?.first?["sentence"] as? String
        == "1 contact changed since was put back as it was")
    #expect(try await spy.contact(id: 1).lastName == "Byron")
    let nothing = try object(try await run(["rewind", "--to", iso, "--json"]))
    #expect((nothing["notice"] as? String)?.hasSuffix("there is nothing to rewind.") == true)
    #expect(nothing["changes"] as? [NSDictionary] == [])
  }

  @Test func aTimeThatIsNotOneOrIsToComeIsAUsageErrorWithASentence() {
    for (time, sentence) in [
      ("yesterday", "“yesterday” is not a time; write it as"),
      ("2999-01-01 00:00", "2999-01-01 00:00 is in the future"),
    ] {
      #expect {
        try ContactsCommand.parseAsRoot(["rewind", "--to", time])
      } throws: { error in
        ContactsCommand.message(for: error).contains(sentence)
      }
    }
  }

  /// Seen failing first: JSON gave the names as the screens show them, a long name cut.
  @Test(arguments: architectures)
  func jsonGivesWholeNames(architecture: String) async throws {
    let spy = RepositorySpy()
    let run = { (arguments: [String]) in
      try await output(arguments + ["--architecture", architecture], on: spy)
    }
    let first = String(repeating: "é", count: 100)
    let last = String(repeating: "ø", count: 100)
    _ = try await run(["add", "--first-name", first, "--last-name", last])
    let name = "\(first) \(last)"
    #expect(name.count > ShownText.summaryLength)
    _ = try await run(["edit", "1", "--note", "Wrote the first program."])
    let history = try await run(["history", "1", "--json"])
    #expect(history.hasPrefix("{\n  \"fullName\" : \"\(name)\""))
    _ = try await run(["delete", "1", "--yes"])
    let deleted = try await run(["deleted", "--json"])
    #expect(deleted.contains("\"fullName\" : \"\(name)\""))
  }
}
