import ArgumentParser
import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

@Suite("contacts birthdays, show and edit by name, and --version, parsed and run in process")
struct BirthdaysAndNamesCommandTests {
  private static let architectures = Architecture.allCases.map(\.rawValue)

  /// A book with birthdays across a common year's February and one without a birthday.
  private func book() async throws -> ContactDatabase {
    let store = try ContactDatabase.inMemory()
    for (first, last, birthday) in [
      ("Ada", "Lovelace", "1815-02-27"), ("Leap", "Ling", "2000-02-29"),
      ("Zoe", "Adams", "--03-05"), ("Bea", "Brown", ""),
    ] {
      var form = ContactForm(firstName: first, lastName: last)
      form.birthday = birthday
      _ = try await store.create(try ContactDraft(form))
    }
    return store
  }

  @Test(arguments: architectures)
  func birthdaysPrintsTheDaysBirthdaysSoonestFirstFromTheGivenDay(architecture: String)
    async throws
  {
    let store = try await book()
    // A common year, where February 29 falls on February 28, and a leap year.
    let expected = [
      (
        ["--from", "2027-02-27", "--days", "10"],
        """
        Birthdays from February 27 to March 9
        February 27, today: Ada Lovelace, turns 212
        February 28 (born February 29), tomorrow: Leap Ling, turns 27
        March 5, in 6 days: Zoe Adams
        """
      ),
      (
        ["--from", "2028-02-28", "--days", "1"],
        """
        Birthdays from February 28 to February 29
        February 29, tomorrow: Leap Ling, turns 28
        """
      ),
    ]
    for (arguments, text) in expected {
      let printed = try await output(
        ["birthdays"] + arguments + ["--architecture", architecture], on: store)
      #expect(printed == text, "\(arguments)")
    }
  }

  @Test func birthdaysWithJSONGivesTheDayHowSoonAndTheAge() async throws {
    let store = try await book()
    let text = try await output(
      ["birthdays", "--from", "2027-02-28", "--days", "0", "--json"], on: store)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    #expect(object["hasMore"] as? Bool == false)
    let rows = try #require(object["birthdays"] as? [[String: Any]])
    #expect(rows.map { $0["fullName"] as? String } == ["Leap Ling"])
    #expect(rows.first?["date"] as? String == "2027-02-28")
    #expect(rows.first?["daysAway"] as? Int == 0)
    #expect(rows.first?["age"] as? Int == 27)
  }

  @Test(arguments: [
    (["--days", "365"], "“365” is not a number of days: give a whole number from 0 to 364."),
    (["--days", "soon"], "“soon” is not a number of days: give a whole number from 0 to 364."),
    (["--from", "2027-02-29"], "“2027-02-29” is not a date: give one as 2026-11-25."),
    (["--limit", "0"], NumberRefusal.limit("0")!),
  ])
  func aBadValueIsAUsageErrorWithItsSentence(arguments: [String], sentence: String) async throws {
    await #expect(throws: CommandFailure(sentence, status: .usage)) {
      try await output(["birthdays"] + arguments, on: try ContactDatabase.inMemory())
    }
  }

  @Test(arguments: architectures)
  func showAndEditTakeANameOneContactHasFoldedAsSearchFolds(architecture: String) async throws {
    let store = try await book()
    let build = ["--architecture", architecture]
    // The first line `show` and `edit` print is the contact's name; its details follow.
    let name = { (arguments: [String]) in
      try await output(arguments + build, on: store).split(separator: "\n").first.map(String.init)
    }
    #expect(try await name(["show", "  leap LÍNG "]) == "Leap Ling")
    #expect(try await name(["edit", "zoe adams", "--last-name", "Adamson"]) == "Zoe Adamson")
    #expect(try await name(["show", "3"]) == "Zoe Adamson")
  }

  @Test(arguments: architectures)
  func aNameSeveralContactsHaveNamesTheirIdsAndChangesNothing(architecture: String) async throws {
    let store = try await book()
    for _ in 0..<2 {
      _ = try await store.create(try ContactDraft(firstName: "ádA", lastName: "lovelace"))
    }
    let build = ["--architecture", architecture]
    let several = CommandFailure("3 contacts are named Ada Lovelace: ids 1, 5, 6", status: .data)
    await #expect(throws: several) {
      try await output(["show", "Ada Lovelace"] + build, on: store)
    }
    await #expect(throws: several) {
      try await output(["edit", "Ada Lovelace", "--first-name", "X"] + build, on: store)
    }
    await #expect(
      throws: CommandFailure(
        "No contact is named Ada; give its id, as `list --json` prints it", status: .data)
    ) { try await output(["show", "Ada"] + build, on: store) }
    #expect(try await store.allContacts().map(\.firstName).contains("X") == false)
  }

  @Test func versionPrintsTheAppsVersion() throws {
    let asked = try #require(
      #expect(throws: (any Error).self) {
        try ContactsCommand.parseAsRoot(["--version"])
      })
    #expect(ContactsCommand.fullMessage(for: asked) == AppVersion.current)
    #expect(ContactsCommand.exitCode(for: asked) == .success)
  }
}
