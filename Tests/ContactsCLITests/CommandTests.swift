import ArgumentParser
import ContactsBuilds
import ContactsDomain
import ContactsRoot
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

@Suite("contacts add and list, parsed and run in process")
struct CommandTests {
  private static let architectures = Architecture.allCases.map(\.rawValue)

  // MARK: - add

  @Test(arguments: architectures)
  func addPrintsTheTrimmedFullName(architecture: String) async throws {
    let store = try ContactDatabase.inMemory()
    let arguments = ["add", "--first-name", " Ada ", "--last-name", "Lovelace\n"]
    #expect(
      try await output(arguments + ["--architecture", architecture], on: store) == "Ada Lovelace")
    #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace"])
  }

  @Test(arguments: architectures)
  func addWithJSONPrintsTheContactAsAnObject(architecture: String) async throws {
    let store = try ContactDatabase.inMemory()
    let text = try await output(
      addArguments("Ángel Díaz", "--json", "--architecture", architecture), on: store)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "id", "firstName", "lastName", "fullName", "phones", "emails", "organization", "note",
        "details",
      ])
    #expect((object["details"] as? [String: Any])?.isEmpty == true)
    #expect(object["id"] as? Int == 1)
    #expect(object["firstName"] as? String == "Ángel")
    #expect(object["lastName"] as? String == "Díaz")
    #expect(object["fullName"] as? String == "Ángel Díaz")
  }

  @Test(arguments: [
    (["--first-name", "Ada", "--last-name", "  "], "A contact must have first and last names"),
    (["--first-name", "", "--last-name", "Lovelace"], "A contact must have first and last names"),
    (
      ["--first-name", String(repeating: "a", count: 101), "--last-name", "Lovelace"],
      "First name must be at most 100 characters"
    ),
    (
      ["--first-name", "Ada", "--last-name", "Love\u{7}lace"],
      "Last name must not contain control characters"
    ),
  ])
  func invalidNamesFailWithTheAlertAndStoreNothing(names: [String], alert: String) async throws {
    for architecture in Self.architectures {
      let store = try ContactDatabase.inMemory()
      await #expect(throws: CommandFailure(alert, status: .data)) {
        try await output(["add"] + names + ["--architecture", architecture], on: store)
      }
      #expect(try await store.allContacts().isEmpty)
    }
  }

  @Test(arguments: architectures)
  func aStoreFailureFailsWithAReadableMessage(architecture: String) async throws {
    let store = RepositorySpy(failure: .diskFull)
    await #expect(
      throws: CommandFailure(
        "Could not save the contact: the disk is full; free some space and try again",
        status: .io)
    ) {
      try await output(addArguments("Ada Lovelace", "--architecture", architecture), on: store)
    }
    await #expect(
      throws: CommandFailure(
        "Could not load contacts: the disk is full; free some space and try again",
        status: .io)
    ) {
      try await output(["list", "--architecture", architecture], on: store)
    }
  }

  // MARK: - list

  @Test(arguments: architectures)
  func listPrintsOneFullNamePerLineInTheAppsOrder(architecture: String) async throws {
    let store = try ContactDatabase.inMemory()
    for name in typingOrder {
      _ = try await output(addArguments(name), on: store)
    }
    let text = try await output(["list", "--architecture", architecture], on: store)
    #expect(text == appOrder.joined(separator: "\n"))
  }

  @Test(arguments: architectures)
  func listWithJSONPrintsAnArrayInTheAppsOrder(architecture: String) async throws {
    let store = try ContactDatabase.inMemory()
    for name in typingOrder {
      _ = try await output(addArguments(name), on: store)
    }
    let text = try await output(["list", "--json", "--architecture", architecture], on: store)
    let array = try JSONDecoder().decode([ContactJSON].self, from: Data(text.utf8))
    #expect(array.map(\.fullName) == appOrder)
    #expect(array.map(\.id) == [3, 4, 2, 1])
    #expect(array.map(\.firstName) == ["adam", "Ángel", "émile", "Zoe"])
  }

  @Test(arguments: architectures)
  func listOfAnEmptyBookPrintsNothingOrAnEmptyArray(architecture: String) async throws {
    let store = try ContactDatabase.inMemory()
    #expect(try await output(["list", "--architecture", architecture], on: store) == "")
    #expect(
      try await output(["list", "--json", "--architecture", architecture], on: store) == "[]")
  }

  // MARK: - Both builds

  @Test func theSameCommandsGiveByteIdenticalOutputInBothArchitectures() async throws {
    let commands: [[String]] =
      [["list"], ["list", "--json"]] + typingOrder.map { addArguments($0) }
      + [
        addArguments("Ada Lovelace", "--json"), ["add", "--first-name", "Ada", "--last-name", " "],
        addArguments("adam smith"), ["list"], ["list", "--json"],
      ]
    let transcripts = try await transcriptsOfBothBuilds(commands)
    #expect(transcripts["mvvm"] == transcripts["viper"])
    #expect(transcripts["viper"]?.count == commands.count)
    #expect(transcripts["viper"]?[7] == "error: A contact must have first and last names")
  }

  // MARK: - Parsing

  @Test func theDefaultArchitectureIsVIPER() throws {
    let list = try #require(try ContactsCommand.parseAsRoot(["list"]) as? ListCommand)
    #expect(list.options.build.architecture == .viper)
    #expect(list.options.build.database == nil)
    #expect(!list.options.json)
  }

  @Test(arguments: [["add", "--first-name", "Ada"], ["add", "--last-name", "Lovelace"]])
  func aMissingNameGetsTheArticlesAlert(arguments: [String]) async throws {
    let add = try #require(try ContactsCommand.parseAsRoot(arguments) as? AddCommand)
    await #expect(
      throws: CommandFailure("A contact must have first and last names", status: .data)
    ) {
      try await add.output(root: AppRoot(contacts: ContactDatabase.inMemory()))
    }
  }

  @Test(arguments: [
    ["list", "--architecture", "mvc"],
    ["list", "--limit", "0"],
    ["list", "--after", "not a key"],
    ["remove"],
  ])
  func malformedCommandsAreRefusedByTheParser(arguments: [String]) {
    #expect(throws: (any Error).self) { try ContactsCommand.parseAsRoot(arguments) }
  }
}
