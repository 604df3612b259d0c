import ContactsDomain
import Testing

/// What an import says it skipped: every card counted, a bounded number listed.
@Suite("Import summary")
struct ImportSummaryTests {
  @Test func aFewSkippedCardsAreAllListed() {
    let summary = ImportSummary(counts: ImportCounts(added: 1), skipped: ["a", "b"])
    #expect(summary.skippedLines == ["a", "b"])
    #expect(summary.headline == "Added 1, updated 0, unchanged 0, skipped 2:")
  }

  @Test func millionsOfSkippedCardsListTheFirstHundredThenHowManyMore() {
    let reasons = (1...1_746_100).map { "card \($0)" }
    let summary = ImportSummary(counts: ImportCounts(), skipped: reasons, isDryRun: true)
    #expect(summary.skippedCount == 1_746_100)
    #expect(summary.skipped == Array(reasons.prefix(ImportSummary.listedSkips)))
    #expect(summary.skippedLines.count == ImportSummary.listedSkips + 1)
    #expect(summary.skippedLines.last == "and 1,746,000 more")
    #expect(summary.headline == "Would add 0, update 0, leave 0 unchanged, skip 1746100:")
  }

  @Test func aCountOfCardsWhoseSentencesWereNotKeptIsSaidAsMore() {
    let summary = ImportSummary(
      counts: ImportCounts(), skipped: ["a", "b"], skippedCount: 1_746_002)
    #expect(summary.skippedLines == ["a", "b", "and 1,746,000 more"])
    #expect(summary.headline == "Added 0, updated 0, unchanged 0, skipped 1746002:")
  }
}
