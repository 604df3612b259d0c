import ContactsDomain
import ContactsPresentation
import Testing

@Suite("An import's and a sync's outcome in words")
struct OutcomeSentenceTests {
  @Test func anImportSaysTheCountsThatMatterAndNoZeros() {
    #expect(ImportSummary(counts: ImportCounts(added: 80)).sentence == "Added 80 contacts.")
    #expect(
      ImportSummary(counts: ImportCounts(added: 1, updated: 2), skipped: ["a.vcf line 3: no name"])
        .sentence == "Added 1 contact, updated 2, skipped 1 card:")
    #expect(
      ImportSummary(counts: ImportCounts(added: 3, unchanged: 1_200), isDryRun: true).sentence
        == "Would add 3 contacts, leave 1,200 unchanged.")
    #expect(ImportSummary(counts: ImportCounts()).sentence == "Found no cards.")
  }

  @Test func aSyncNamesTheCardsItSkipsForTheFirstTimeAndCountsTheOthers() {
    var report = SyncReport(
      counts: SyncCounts(), skipped: ["/b/x.vcf: no name"], stillSkipped: 1_200,
      notices: ["the address book is read-only"], isDryRun: false)
    #expect(
      report.lines(listing: .statusCommand) == [
        "1 card skipped (new): /b/x.vcf: no name",
        "1,200 cards still skipped, as before: contacts sync status lists them",
        "note: the address book is read-only",
      ])
    report.skipped = []
    report.stillSkipped = 1
    #expect(
      report.lines(listing: .accountsBelow) == [
        "1 card still skipped, as before: listed under Accounts",
        "note: the address book is read-only",
      ])
    report.stillSkipped = 0
    #expect(report.lines(listing: .accountsBelow) == ["note: the address book is read-only"])
  }

  @Test func aSyncSaysWhatChangedWhereAndWhatIsLeftToResolve() {
    var counts = SyncCounts()
    #expect(counts.sentence == "Nothing changed, nothing to resolve")
    counts.fromServerAdded = 2
    counts.toServerUpdated = 1
    #expect(counts.sentence == "2 added here, 1 changed on the server, nothing to resolve")
    counts.conflicts = 3
    counts.toServerRemoved = 1
    let report = SyncReport(counts: counts, skipped: [], notices: [], isDryRun: true)
    #expect(
      report.sentence
        == "Dry run, nothing saved: 2 added here, 1 changed on the server, "
        + "1 removed from the server, 3 conflicts to resolve")
  }
}
