import ContactsDomain
import ContactsPresentation
import Testing

/// What an import says it skipped: every card counted, a bounded number listed.
@Suite("Import summary")
struct ImportSummaryTests {
  @Test func aFewSkippedCardsAreAllListed() {
    let summary = ImportSummary(counts: ImportCounts(added: 1), skipped: ["a", "b"])
    #expect(summary.skippedLines == ["a", "b"])
    #expect(summary.sentence == "Added 1 contact, skipped 2 cards:")
  }

  @Test func millionsOfSkippedCardsListTheFirstHundredThenHowManyMore() {
    let reasons = (1...1_746_100).map { "card \($0)" }
    let summary = ImportSummary(counts: ImportCounts(), skipped: reasons, isDryRun: true)
    #expect(summary.skippedCount == 1_746_100)
    #expect(summary.skipped == Array(reasons.prefix(ImportSummary.listedSkips)))
    #expect(summary.skippedLines.count == ImportSummary.listedSkips + 1)
    #expect(summary.skippedLines.last == "and 1,746,000 more")
    #expect(summary.sentence == "Would skip 1,746,100 cards:")
  }

  @Test func aCountOfCardsWhoseSentencesWereNotKeptIsSaidAsMore() {
    let summary = ImportSummary(
      counts: ImportCounts(), skipped: ["a", "b"], skippedCount: 1_746_002)
    #expect(summary.skippedLines == ["a", "b", "and 1,746,000 more"])
    #expect(summary.sentence == "Skipped 1,746,002 cards:")
  }

  @Test func cardsKeptSeparateAreCountedInTheSentenceAndListedAfterTheSkippedOnes() {
    let summary = ImportSummary(
      counts: ImportCounts(added: 2, keptSeparate: 1), skipped: ["a"], keptSeparate: ["b"])
    #expect(summary.sentence == "Added 2 contacts, skipped 1 card, kept 1 card separate:")
    #expect(summary.reportLines == ["a", "b"])
    let dry = ImportSummary(
      counts: ImportCounts(added: 2, keptSeparate: 1), keptSeparate: ["b"], isDryRun: true)
    #expect(dry.sentence == "Would add 2 contacts, keep 1 card separate:")
    #expect(ImportSummary(counts: ImportCounts(added: 1)).reportLines.isEmpty)
  }

  @Test func aSecondCardSaysWhereBothCardsAre() {
    let here = CardOrigin(fileName: "book.vcf", line: 40)
    let card = RepeatedUIDCard(
      uid: "x", ordinal: 2, origin: here, firstOrigin: CardOrigin(fileName: "book.vcf", line: 12))
    #expect(
      card.message
        == "book.vcf, line 40: a second card with UID x (first at line 12): kept as a separate contact"
    )
    let third = RepeatedUIDCard(uid: "x", ordinal: 3, origin: nil, firstOrigin: nil)
    #expect(third.message == "card 3 with UID x: kept as a separate contact")
  }
}
