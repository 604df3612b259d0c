import ContactsDomain
import Foundation
import Testing

@testable import ContactsVCard

@Suite("A contact stored before some kept properties were read gets the details they say alone")
struct DetailsReadSinceTests {
  /// An Outlook card's kept properties, and its contact as an import reads it today.
  private func outlookCard(anniversary: String = "") throws -> ([VCardProperty], Contact) {
    let card = """
      BEGIN:VCARD\r
      VERSION:3.0\r
      UID:ada\r
      FN:Ada Lovelace\r
      N:Lovelace;Ada;;;\r
      IMPP;X-SERVICE-TYPE=skype:skype:ada\r
      X-MS-IMADDRESS:ada@outlook.example\r
      \(anniversary)X-MS-ANNIVERSARY:1835-07-08\r
      END:VCARD\r

      """
    let read = try #require(
      try VCardFormat().read(Data(card.utf8), fileName: "a.vcf").contacts.first)
    return (VCardExtras(decoding: read.extras).keptProperties, Contact(id: 1, read.draft))
  }

  /// `contact` with `details`.
  private func contact(_ contact: Contact, _ change: (inout ContactDetails) -> Void) -> Contact {
    var details = contact.details
    change(&details)
    return Contact(
      id: contact.id, firstName: contact.firstName, lastName: contact.lastName, details: details)
  }

  @Test func anEmptyAnniversaryAndTheChatsItLackedAreAddedAfterItsOwn() throws {
    let (kept, today) = try outlookCard()
    #expect(today.details.chats.count == 2)
    let stored = contact(today) { details in
      (details.anniversary, details.chats) = (nil, [details.chats[0]])
    }
    let read = try #require(VCardFormat.addingDetailsReadSinceV23(to: stored, kept: kept))
    #expect(read.details == today.details)
  }

  @Test func anAnniversaryRemovedByThePersonIsNotTakenFromAnotherProperty() throws {
    let (kept, today) = try outlookCard(anniversary: "ANNIVERSARY:1835-07-08\r\n")
    let stored = contact(today) { details in
      (details.anniversary, details.chats) = (nil, [details.chats[0]])
    }
    let read = try #require(VCardFormat.addingDetailsReadSinceV23(to: stored, kept: kept))
    #expect(read.details.anniversary == nil)
    #expect(read.details.chats == today.details.chats)
  }

  @Test func aContactThatHoldsThemAlreadyIsLeftAsItIs() throws {
    let (kept, today) = try outlookCard()
    #expect(VCardFormat.addingDetailsReadSinceV23(to: today, kept: kept) == nil)
    let edited = contact(today) { $0.anniversary = PartialDate("1840-01-01") }
    #expect(VCardFormat.addingDetailsReadSinceV23(to: edited, kept: kept) == nil)
  }
}
