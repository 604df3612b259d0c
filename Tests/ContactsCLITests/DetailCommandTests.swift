import ArgumentParser
import ContactsBuilds
import ContactsDomain
import ContactsStore
import Foundation
import Testing

@testable import ContactsCLI

/// `contacts add`, `edit` and `show` with every detail of a card, in both builds: what is
/// printed, what is stored, and each refusal's sentence.
@Suite("contacts add, edit and show of every detail")
struct DetailCommandTests {
  static let architectures = Architecture.allCases.map(\.rawValue)

  static let ada = addArguments(
    "Ada Lovelace", "--prefix", "Lady", "--middle-name", "Augusta", "--nickname", "Enchantress",
    "--pronouns", "she/her", "--job-title", "Analyst", "--department", "Engines", "--birthday",
    "1815-12-10",
    "--anniversary", "07-08", "--add-address", "home;12 St James's Square;London;;SW1Y 4JH;UK",
    "--add-url", "blog=https://ada.example.org/?a=b", "--add-url", "example.com", "--add-chat",
    "skype:ada", "--add-related", "spouse:William King", "--add-to-group", "Friends",
    "--add-to-group", "Math", "--add-phone", "mobile=+44 20 7946 0000")

  @Test(arguments: architectures)
  func showPrintsEveryDetailAsThePresentationCaptionsIt(architecture: String) async throws {
    let store = try ContactDatabase.inMemory()
    _ = try await output(Self.ada + ["--architecture", architecture], on: store)
    let shown = try await output(["show", "1", "--architecture", architecture], on: store)
    #expect(
      shown == """
        Ada Lovelace
        Full name: Lady Ada Augusta Lovelace
        Nickname: Enchantress
        Pronouns: she/her
        Job title: Analyst
        Department: Engines
        Mobile: +44 20 7946 0000
        Address (home): 12 St James's Square
          London, SW1Y 4JH
          UK
        Web site (blog): https://ada.example.org/?a=b
        Web site: example.com
        Skype: ada
        Spouse: William King
        Birthday: December 10, 1815
        Anniversary: July 8
        Groups: Friends
          Math
        """)
  }

  @Test(arguments: architectures)
  func showJSONCarriesTheDetailsUnderStableKeys(architecture: String) async throws {
    let store = try ContactDatabase.inMemory()
    _ = try await output(Self.ada + ["--architecture", architecture], on: store)
    let json = try await output(["show", "1", "--json", "--architecture", architecture], on: store)
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let details = try #require(object?["details"] as? [String: Any])
    #expect(details["birthday"] as? String == "1815-12-10")
    #expect(details["anniversary"] as? String == "--07-08")
    #expect(details["groups"] as? [String] == ["Friends", "Math"])
    #expect(details["nickname"] as? String == "Enchantress")
    #expect(details["pronouns"] as? String == "she/her")
    let address = try #require((details["addresses"] as? [[String: String]])?.first)
    #expect(address["locality"] == "London" && address["postalCode"] == "SW1Y 4JH")
    let decoded = try JSONDecoder().decode(ContactJSON.self, from: Data(json.utf8))
    #expect(decoded.details.chats.map(\.label) == ["skype"])
  }

  @Test(arguments: architectures)
  func editRemovesRowsThenAddsAndAnEmptyDateRemovesIt(architecture: String) async throws {
    let store = try ContactDatabase.inMemory()
    let arguments = ["--architecture", architecture]
    _ = try await output(Self.ada + arguments, on: store)
    _ = try await output(
      [
        "edit", "1", "--birthday", "", "--remove-address", "1", "--remove-phone",
        "+44 (20) 7946-0000", "--remove-url", "example.com", "--remove-from-group", "Math",
        "--remove-chat", "ada", "--remove-related", "William King", "--add-to-group", "Work",
        "--add-address", "work;;Paris",
      ] + arguments, on: store)
    let details = try await store.contact(id: 1).details
    #expect(details.birthday == nil)
    #expect(details.addresses.map(\.locality) == ["Paris"])
    #expect(details.urls.map(\.value) == ["https://ada.example.org/?a=b"])
    #expect(details.groups == ["Friends", "Work"])
    #expect(details.chats.isEmpty && details.related.isEmpty)
    #expect(try await store.contact(id: 1).phones.isEmpty)
  }

  @Test(
    arguments: [
      (
        ["--birthday", "31-02"],
        "Birthday “31-02” is not a date: write 1815-12-10, or 12-10 without a year"
      ),
      (
        ["--anniversary", "2023-02-29"],
        "Anniversary “2023-02-29” is not a date: write 1815-12-10, or 12-10 without a year"
      ),
      (
        ["--add-url", "javascript:alert(1)"],
        "“javascript:alert(1)” is not a web address like https://example.com"
      ),
      (["--remove-phone", "555"], "This contact has no phone “555”"),
      (["--remove-email", "x@example.org"], "This contact has no email “x@example.org”"),
      (["--remove-url", "nope.example"], "This contact has no web site “nope.example”"),
      (["--remove-from-group", "Work"], "This contact has no group “Work”"),
      (["--remove-address", "2"], "This contact has no address 2: it has 1"),
      (["--remove-address", "0"], "This contact has no address 0: it has 1"),
    ] as [([String], String)])
  func eachRefusalSaysWhyAndChangesNothing(options: [String], sentence: String) async throws {
    for architecture in Self.architectures {
      let store = try ContactDatabase.inMemory()
      _ = try await output(Self.ada + ["--architecture", architecture], on: store)
      let before = try await store.contact(id: 1)
      let error = await #expect(throws: CommandFailure.self) {
        try await output(["edit", "1"] + options + ["--architecture", architecture], on: store)
      }
      #expect(error?.description == sentence)
      #expect(error?.status == .data)
      #expect(try await store.contact(id: 1) == before)
    }
  }

  @Test func anAddressOfMoreThanSixPartsIsAUsageError() {
    #expect(throws: (any Error).self) {
      try ContactsCommand.parseAsRoot(
        addArguments("Ada Lovelace", "--add-address", "a;b;c;d;e;f;g"))
    }
  }

  @Test func aLabelBeforeAnEqualsSignIsOnlyTakenWhenItCannotBePartOfTheAddress() throws {
    let command = try #require(
      try ContactsCommand.parseAsRoot(
        addArguments("Ada Lovelace", "--add-url", "https://x.org/?a=b", "--add-url", "w=x.org"))
        as? AddCommand)
    #expect(command.details.urls.map(\.label) == ["", "w"])
    #expect(command.details.urls.map(\.value) == ["https://x.org/?a=b", "x.org"])
  }
}
