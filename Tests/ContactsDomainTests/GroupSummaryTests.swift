import ContactsDomain
import Testing

/// An import says how many group cards it kept, as it says how many contacts.
@Suite("Group cards in an import's summary")
struct GroupSummaryTests {
  @Test func theHeadlineCountsGroupCardsOnlyWhenThereAreAny() {
    #expect(
      ImportSummary(counts: ImportCounts(added: 3, groups: 2)).headline
        == "Added 3, updated 0, unchanged 0, skipped 0, groups 2")
    #expect(
      ImportSummary(counts: ImportCounts(added: 3, groups: 2), isDryRun: true).headline
        == "Would add 3, update 0, leave 0 unchanged, skip 0, keep 2 groups")
    #expect(
      ImportSummary(counts: ImportCounts(added: 3)).headline
        == "Added 3, updated 0, unchanged 0, skipped 0")
  }
}
