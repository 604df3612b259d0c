import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Foundation
import Testing

/// The sentences and rules every front end (the command line, the web, `contacts ui`) and both
/// builds forward, asserted here once.
@Suite("Said once at the edges: what every front end forwards")
struct SaidOnceAtTheEdgesTests {
  @Test func aSearchThatFindsNothingIsQuotedOnOneBoundedLine() {
    #expect(ListScreen.noResultsSentence("zzz") == "No contacts match “zzz”.")
    let long = String(repeating: "x", count: 300)
    let sentence = ListScreen.noResultsSentence(long)
    #expect(sentence == "No contacts match “\(ShownText.summary(long))”.")
    #expect(sentence.count == ShownText.summaryLength + "No contacts match “”.".count)
    #expect(sentence.contains("…"))
    #expect(ListScreen.noResultsSentence("a\u{202E}b") == "No contacts match “a<U+202E>b”.")
  }

  @Test(arguments: ["0", "-1", "1001", "ten", "٣", ""])
  func aNumberOfRowsOutsideOneToTheMaximumIsRefusedInOneSentence(_ typed: String) {
    #expect(
      NumberRefusal.limit(typed)
        == "“\(typed)” is not a number of rows: give a whole number from 1 to 1000.")
  }

  @Test(arguments: ["1", "50", "1000"])
  func aNumberOfRowsFromOneToTheMaximumIsTaken(_ typed: String) {
    #expect(NumberRefusal.limit(typed) == nil)
  }

  @Test func contactsAreCountedWithTheirThousandsApart() {
    #expect(Counted.contacts(0) == "0 contacts")
    #expect(Counted.contacts(1) == "1 contact")
    #expect(Counted.contacts(2) == "2 contacts")
    #expect(Counted.contacts(2_000) == "2,000 contacts")
    #expect(Counted.grouped(999) == "999")
    #expect(Counted.grouped(1_746_000) == "1,746,000")
    #expect(Counted.grouped(-1_234) == "-1,234")
  }

  @Test func everyScreenThatCountsContactsCountsThemAlike() {
    let change = UndoableChange(
      id: 1, kind: .importFile, contactID: nil, fullName: "", count: 2_000)
    #expect(UndoOffer(change).sentence == "Imported 2,000 contacts.")
    #expect(
      ExportSummary(count: 1_500, fileName: "a.vcf", mediaType: "text/vcard").message
        == "Exported 1,500 contacts")
    #expect(GroupRow(ContactGroup(name: "A", count: 1_000)).countText == "1,000 contacts")
  }

  @Test func aRestoreOfABackupIsOfferedAndUndoneInOneSentence() {
    let restore = UndoableChange(
      id: 3, kind: .restoreBackup, contactID: nil,
      fullName: "/book/backups/before-restore-2026-12-06T20-00-00.sqlite", count: 2)
    #expect(UndoOffer(restore).sentence == "Restored a backup.")
    let outcome = UndoOutcome(
      change: restore, putBack: 2, removed: 1, keptCount: 0, kept: [], contact: nil)
    #expect(
      TrashOutcome.undone(outcome).sentence == "Undid “Restored a backup”: removed 1, put back 2")
  }

  @Test func anUndoOfGroupCardsAloneCountsNoContacts() {
    let groups = UndoableChange(
      id: 4, kind: .sync, contactID: nil, fullName: "Friends", count: 0)
    let outcome = UndoOutcome(
      change: groups, putBack: 0, removed: 0, keptCount: 0, kept: [], contact: nil)
    #expect(TrashOutcome.undone(outcome).sentence == "Undid “Synced with Friends”")
    #expect(!TrashOutcome.undone(outcome).sentence.contains("removed 0"))
  }

  @Test func aPageOffersToUndoOnlyWhatItJustDid() {
    func offer(_ kind: UndoableChange.Kind, _ id: Contact.ID? = 7) -> UndoOffer {
      UndoOffer(UndoableChange(id: 1, kind: kind, contactID: id, fullName: "Ada Lovelace"))
    }
    #expect(UndoOffer.offered(offer(.delete), after: .delete) == offer(.delete))
    #expect(UndoOffer.offered(offer(.edit), after: .delete) == nil)
    #expect(UndoOffer.offered(offer(.edit), after: .edit(7)) == offer(.edit))
    #expect(UndoOffer.offered(offer(.revert), after: .edit(7)) == offer(.revert))
    #expect(UndoOffer.offered(offer(.edit, 8), after: .edit(7)) == nil)
    #expect(UndoOffer.offered(offer(.importFile, nil), after: .importFile) != nil)
    #expect(UndoOffer.offered(offer(.add), after: .importFile) == nil)
    #expect(UndoOffer.offered(offer(.sync, nil), after: .sync) != nil)
    #expect(UndoOffer.offered(offer(.rewind, nil), after: .rewind) != nil)
    #expect(UndoOffer.offered(offer(.edit), after: .rewind) == nil)
    #expect(UndoOffer.offered(nil, after: .delete) == nil)
  }

  @Test func aSearchHoldingAControlCharacterIsRefused() {
    #expect(ListScreen.isSearchable("Ada Lovelace"))
    #expect(ListScreen.isSearchable("Ángel\tDíaz") == false)
    #expect(ListScreen.isSearchable("a\u{0}b") == false)
    #expect(ListScreen.isSearchable("a\u{85}b") == false)
    #expect(
      ListScreen.unsearchableSentence
        == "The search text holds a control character, which no contact can contain. "
        + "Remove it and search again.")
  }

  @Test func aScreenOfAFewRowsReadsOneMoreToTellWhetherMoreFollow() async {
    let window = BirthdayWindow(from: PartialDate("2026-12-20")!, days: 20)!
    var asked: [Int] = []
    let birthdays = await UpcomingBirthdaysScreen.load(window: window, limit: 2) { rows in
      asked.append(rows)
      return [
        .fixture(1, "Bea", "Brown", born: "--12-21"), .fixture(2, "adam", "smith", born: "--12-24"),
        .fixture(3, "Zoe", "Adams", born: "1990-01-02"),
      ]
    }
    #expect(birthdays.rows.count == 2)
    #expect(birthdays.hasMore)
    let deleted = await RecentlyDeletedScreen.load(limit: 1) { rows in
      asked.append(rows)
      let now = Date(timeIntervalSince1970: 0)
      return ([DeletedContact(id: 1, fullName: "Ada Lovelace", deletedAt: now, daysLeft: 30)], 30)
    }
    #expect(deleted.rows.count == 1)
    #expect(!deleted.hasMore)
    #expect(asked == [3, 2])
  }

  @Test func theDeleteQuestionNamesTheWholeContactAndWhereItGoes() {
    let card = ContactCard(.fixture(1, "Ada", "Lovelace"))
    #expect(
      card.deleteQuestion
        == "Delete Ada Lovelace? It goes to Recently deleted, where it can be restored.")
    let long = ContactCard(.fixture(2, String(repeating: "A", count: 250), "Lovelace"))
    #expect(long.deleteQuestion.hasPrefix("Delete \(long.fullName)? "))
  }

  @Test func markupTextIsEscapedByOneEscaper() {
    #expect(
      MarkupText.escaped("<a href='x'>Tom & \"Jerry\"</a>")
        == "&lt;a href=&#39;x&#39;&gt;Tom &amp; &quot;Jerry&quot;&lt;/a&gt;")
    #expect(MarkupText.escaped("Ángel Díaz") == "Ángel Díaz")
  }

  @Test func aFailureToFindANamedContactStartsWithItsActionsSentence() {
    #expect(
      AppFailure(.findContact, ContactStoreError.diskFull).message
        == "Could not find the contact: the disk is full; free some space and try again")
  }
}
