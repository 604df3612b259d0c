import ContactsDomain
import ContactsPresentation
import Testing

/// An import says how many group cards it kept, as it says how many contacts.
@Suite("Group cards in an import's summary")
struct GroupSummaryTests {
  @Test func theSentenceCountsGroupCardsOnlyWhenThereAreAny() {
    #expect(
      ImportSummary(counts: ImportCounts(added: 3, groups: 2)).sentence
        == "Added 3 contacts, kept 2 group cards.")
    #expect(
      ImportSummary(counts: ImportCounts(added: 3, groups: 2), isDryRun: true).sentence
        == "Would add 3 contacts, keep 2 group cards.")
    #expect(
      ImportSummary(counts: ImportCounts(added: 3)).sentence == "Added 3 contacts.")
  }
}
