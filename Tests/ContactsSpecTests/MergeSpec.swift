import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Foundation
import Testing

/// Merging in both builds: the same bytes from `contacts merge` and `duplicates
/// --merge-identical`, and the same screens from the app over every store.
@Suite("Merge spec, MVVM and VIPER alike", .removesTemporaryFolders)
struct MergeSpec {
  @Test func mergingPrintsTheSameInBothBuilds() async throws {
    try await withTemporaryDirectory { folder in
      let cli = try TwoBuildsCommandLine(folder: folder)
      try await cli.compare([
        "add", "--first-name", "Bob", "--last-name", "Dupont", "--add-phone",
        "mobile=020 7946 0018", "--birthday", "1970-01-02",
      ])
      try await cli.compare([
        "add", "--first-name", "Robert", "--last-name", "Dupont", "--add-phone",
        "work=+44 20 7946 0018", "--add-email", "home=robert@example.org", "--birthday",
        "1970-02-01", "--nickname", "Bobby",
      ])
      let dry = try await cli.compare([
        "merge", "1", "2", "--region", "GB", "--keep-name-of", "robert dupont", "--dry-run",
      ])
      #expect(
        dry.standardOutput == """
          Would merge #2 Robert Dupont into #1 Robert Dupont; nothing was changed.
            Name: “Robert Dupont” of #2 (not “Bob Dupont” of #1)
            Birthday: “1970-01-02” of #1 (not “1970-02-01” of #2)

          """)
      try await cli.compare(["merge", "1", "2", "--keep", "shoe-size=2"])
      try await cli.compare(["merge", "1", "2", "--keep-birthday-of", "7"])
      try await cli.compare(["merge", "1"])
      let merged = try await cli.compare([
        "merge", "1", "2", "--region", "GB", "--keep-birthday-of", "2", "--json",
      ])
      #expect(merged.status == 0)
      #expect(merged.standardError.contains("contacts undo"))
      let shown = try await cli.compare(["show", "1"])
      #expect(shown.standardOutput.contains("robert@example.org"))
      #expect(shown.standardOutput.contains("Bobby"))
      try await cli.compare(["list"])
      try await cli.compare(["deleted"])
      try await cli.compare(["history", "1"])
      try await cli.compare(["undo"])
      try await cli.compare(["list"])
      try await cli.compare(["add", "--first-name", "Ada", "--last-name", "Lovelace"])
      try await cli.compare(["add", "--first-name", "ada", "--last-name", "lovelace"])
      try await cli.compare(["duplicates", "--merge-identical", "--dry-run"])
      let identical = try await cli.compare(["duplicates", "--merge-identical"])
      #expect(identical.standardOutput.hasPrefix("Merged #4 ada lovelace into #3 Ada Lovelace."))
      try await cli.compare(["duplicates", "--merge-identical"])
      try await cli.compare(["duplicates", "--dry-run"])
    }
  }

  @Test(arguments: Architecture.allCases, StoreFactory.all)
  func bothBuildsMergeAlikeOverEveryStore(_ architecture: Architecture, _ factory: StoreFactory)
    async throws
  {
    let store = try await factory.make().contacts
    var first = ContactForm(firstName: "Ada", lastName: "Lovelace")
    first.emails = [LabeledValue(label: "home", value: "ada@example.org")]
    var second = ContactForm(firstName: "Ada", lastName: "King")
    second.emails = [LabeledValue(label: "work", value: "Ada@Example.org")]
    second.phones = [LabeledValue(label: "mobile", value: "+44 20 7946 0018")]
    let ada = try await store.create(ContactDraft(first))
    let king = try await store.create(ContactDraft(second))
    let request = try MergeRequest(
      ids: [ada.id, king.id], choices: [], region: nil, localeRegion: nil, dryRun: false)
    let screen = try await architecture.app(store).merge(request)
    #expect(screen.sentence == "Merged #\(king.id) Ada King into #\(ada.id) Ada Lovelace.")
    #expect(
      screen.merges.first?.choices == [
        "Name: “Ada Lovelace” of #\(ada.id) (not “Ada King” of #\(king.id))"
      ])
    #expect(screen.merges.first?.contact.phones.map(\.value) == ["+44 20 7946 0018"])
    #expect(try await store.lastChange()?.kind == .merge)
    await #expect(throws: AppFailure(.mergeContacts, ContactStoreError.notFound(king.id))) {
      try await architecture.app(store).merge(request)
    }
  }

  @Test(arguments: Architecture.allCases)
  func aRefusedMergeIsASentence(_ architecture: Architecture) async throws {
    let store = RepositorySpy()
    let ada = try await store.create(ContactDraft(ContactForm(firstName: "Ada", lastName: "L")))
    let request = try MergeRequest(
      ids: [ada.id, ada.id], choices: [], region: nil, localeRegion: nil, dryRun: false)
    await #expect(throws: AppFailure.refused(.mergedTwice("Ada L"))) {
      try await architecture.app(store).merge(request)
    }
    await #expect(throws: AppFailure(.mergeContacts, ContactStoreError.diskFull)) {
      try await architecture.app(RepositorySpy(failure: .diskFull)).mergeIdentical(
        region: nil, dryRun: true)
    }
  }
}
