import ArgumentParser
import ContactsBuilds
import ContactsDomain
import ContactsRoot
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

@Suite("contacts show, edit, delete, search and list --limit, parsed and run in process")
struct AddressBookCommandTests {
  private static let architectures = Architecture.allCases.map(\.rawValue)

  /// A store with Ada (with phone, email, organization, note) and the article's four names.
  private func store() async throws -> ContactDatabase {
    let store = try ContactDatabase.inMemory()
    _ = try await output(
      addArguments(
        "Ada Lovelace", "--add-phone", "mobile=+44 (20) 7946-0000", "--add-email",
        "work=ada@engine.org", "--organization", "Analytical Engine", "--note", "First\nprogrammer"),
      on: store)
    for name in typingOrder { _ = try await output(addArguments(name), on: store) }
    return store
  }

  @Test(arguments: architectures)
  func showPrintsEveryField(architecture: String) async throws {
    let text = try await output(["show", "1", "--architecture", architecture], on: store())
    #expect(
      text == """
        Ada Lovelace
        Organization: Analytical Engine
        Mobile: +44 (20) 7946-0000
        Email (work): ada@engine.org
        Note: First
          programmer
        """)
  }

  @Test(arguments: architectures)
  func showWithJSONHasPhonesEmailsOrganizationAndNote(architecture: String) async throws {
    let text = try await output(
      ["show", "1", "--json", "--architecture", architecture], on: store())
    let json = try JSONDecoder().decode(ContactJSON.self, from: Data(text.utf8))
    #expect(json.phones == [LabeledValue(label: "mobile", value: "+44 (20) 7946-0000")])
    #expect(json.emails == [LabeledValue(label: "work", value: "ada@engine.org")])
    #expect(json.organization == "Analytical Engine")
    #expect(json.note == "First\nprogrammer")
  }

  @Test(arguments: architectures)
  func editChangesOnlyTheGivenFieldsAndMovesTheName(architecture: String) async throws {
    let store = try await store()
    let text = try await output(
      [
        "edit", "1", "--last-name", "King", "--add-email", "home=ada@home.org", "--architecture",
        architecture,
      ], on: store)
    #expect(text.hasPrefix("Ada King\nOrganization: Analytical Engine\n"))
    #expect(text.contains("Email (work): ada@engine.org\nEmail (home): ada@home.org"))
    let list = try await output(["list", "--architecture", architecture], on: store)
    #expect(list == "Ada King\nadam smith\nÁngel Díaz\némile zola\nZoe Adams")
  }

  @Test(arguments: architectures)
  func editWithABadPhoneChangesNothing(architecture: String) async throws {
    let store = try await store()
    let before = try await store.allContacts()
    await #expect(throws: CommandFailure.self) {
      try await output(
        ["edit", "2", "--first-name", "Zed", "--add-phone", "x", "--architecture", architecture],
        on: store)
    }
    #expect(try await store.allContacts() == before)
  }

  @Test(arguments: architectures)
  func deleteRefusesWithoutATerminalUnlessToldYes(architecture: String) async throws {
    let store = try await store()
    let delete = try #require(
      try ContactsCommand.parseAsRoot(["delete", "2", "--architecture", architecture])
        as? DeleteCommand)
    await #expect(
      throws: CommandFailure(
        "Not deleting without confirmation: pass --yes when not on a terminal", status: .usage)
    ) {
      try await delete.output(root: AppRoot(contacts: store), isTerminal: false) { "y" }
    }
    #expect(try await store.allContacts().count == 5)
    #expect(
      try await output(["delete", "2", "--yes", "--architecture", architecture], on: store)
        == "Deleted Zoe Adams")
    #expect(try await store.allContacts().count == 4)
  }

  @Test(arguments: architectures)
  func deleteOnATerminalAsksAndKeepsTheContactUnlessTheAnswerIsYes(architecture: String)
    async throws
  {
    let store = try await store()
    let delete = try #require(
      try ContactsCommand.parseAsRoot(["delete", "3", "--architecture", architecture])
        as? DeleteCommand)
    #expect(try await delete.output(root: AppRoot(contacts: store), isTerminal: true) { "n" } == "")
    #expect(try await delete.output(root: AppRoot(contacts: store), isTerminal: true) { nil } == "")
    #expect(try await store.allContacts().count == 5)
    #expect(
      try await delete.output(root: AppRoot(contacts: store), isTerminal: true) { " Yes " }
        == "Deleted émile zola")
    #expect(try await store.allContacts().count == 4)
  }

  @Test(arguments: architectures)
  func deleteTakesANameOneContactHasAndAsksAsForAnID(architecture: String) async throws {
    let store = try await store()
    let delete = try #require(
      try ContactsCommand.parseAsRoot(["delete", "ZOE ADAMS", "--architecture", architecture])
        as? DeleteCommand)
    #expect(try await delete.output(root: AppRoot(contacts: store), isTerminal: true) { "n" } == "")
    #expect(try await store.allContacts().count == 5)
    #expect(
      try await delete.output(root: AppRoot(contacts: store), isTerminal: true) { "y" }
        == "Deleted Zoe Adams")
    #expect(try await store.allContacts().map(\.fullName).contains("Zoe Adams") == false)
    _ = try await output(addArguments("Ada Lovelace"), on: store)
    for (name, sentence) in [
      ("Nobody Here", "No contact is named Nobody Here; give its id, as `list --json` prints it"),
      ("ada lovelace", "2 contacts are named ada lovelace: ids 1, 6"),
    ] {
      await #expect(throws: CommandFailure(sentence, status: .data)) {
        try await output(["delete", name, "--yes", "--architecture", architecture], on: store)
      }
    }
    #expect(try await store.allContacts().count == 5)
  }

  @Test(arguments: architectures)
  func anUnknownIDIsAReadableError(architecture: String) async throws {
    let store = try await store()
    for command in [["show", "99"], ["edit", "99", "--note", "x"], ["delete", "99", "--yes"]] {
      await #expect(
        throws: CommandFailure(
          "Could not load the contact: there is no contact with id 99; it may have been deleted",
          status: .data)
      ) {
        try await output(command + ["--architecture", architecture], on: store)
      }
    }
  }

  @Test(arguments: architectures)
  func searchFindsNamesEmailsAndDigits(architecture: String) async throws {
    let store = try await store()
    let results = try await [
      "ange", "ENGINE.ORG", "7946 0000", "zzz",
    ].asyncMap { try await output(["search", $0, "--architecture", architecture], on: store) }
    #expect(results == ["Ángel Díaz", "Ada Lovelace", "Ada Lovelace", ""])
  }

  @Test(arguments: architectures)
  func listWithLimitAndAfterWalksTheListInWindows(architecture: String) async throws {
    let store = try await store()
    let contacts = try await store.allContacts()
    let first = try await output(
      ["list", "--limit", "2", "--architecture", architecture], on: store)
    #expect(first == "Ada Lovelace\nadam smith")
    let key = contacts[1].position.cursor
    let second = try await output(
      ["list", "--limit", "2", "--after", key, "--architecture", architecture], on: store)
    #expect(second == "Ángel Díaz\némile zola")
  }

  @Test func everyCommandPrintsTheSameForBothArchitectures() async throws {
    let commands = [
      ["list"], ["list", "--json"], ["show", "1"], ["show", "1", "--json"], ["search", "a"],
      ["edit", "2", "--first-name", "Zed"], ["list", "--limit", "3"], ["delete", "3", "--yes"],
      ["list", "--json"],
    ]
    var outputs: [String: [String]] = [:]
    for architecture in Self.architectures {
      let store = try await store()
      for command in commands {
        outputs[architecture, default: []].append(
          try await output(command + ["--architecture", architecture], on: store))
      }
    }
    #expect(outputs["mvvm"] == outputs["viper"])
  }
}

extension Array {
  fileprivate func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
    var result: [T] = []
    for element in self { result.append(try await transform(element)) }
    return result
  }
}
