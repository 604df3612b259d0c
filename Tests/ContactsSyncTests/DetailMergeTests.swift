import ContactsDomain
import ContactsVCard
import Foundation
import Testing

@testable import ContactsSync

/// A card as Apple Contacts exports it: a birthday, an address with Apple's country code and
/// label group, a web site, and properties the app does not model.
let appleAda = [
  "BEGIN:VCARD", "VERSION:3.0", "PRODID:-//Apple Inc.//macOS 14.5//EN", "N:Lovelace;Ada;;;",
  "FN:Ada Lovelace", "UID:ada", "BDAY;value=date:1815-12-10",
  "item1.ADR;type=HOME;type=pref:;;12 St James's Square;London;;SW1Y 4JH;United Kingdom",
  "item1.X-ABADR:gb", "item2.URL;type=pref:https://example.com/ada",
  "item2.X-ABLabel:_$!<HomePage>!$_", "X-SOCIALPROFILE;type=twitter:https://twitter.com/ada",
  "END:VCARD", "",
].joined(separator: "\r\n")

@Suite("Details merged field by field")
struct DetailMergeTests {
  private func card(_ text: String) throws -> ComparedCard {
    try ComparedCard.read(Data(text.utf8), href: "ada.vcf").get()
  }

  @Test func aBirthdayEditedThereAndAnAddressEditedHereAreBothKept() throws {
    let base = try card(appleAda)
    var local = base
    local.form.addresses[0].locality = "Marylebone"
    let server = try card(appleAda.replacingOccurrences(of: "1815-12-10", with: "1815-12-11"))
    let merge = SyncFields.merge(base: base, local: local, server: server)
    #expect(merge.conflicts.isEmpty)
    #expect(merge.card.form.birthday == "1815-12-11")
    #expect(merge.card.form.addresses.map(\.locality) == ["Marylebone"])
    let sent = String(decoding: try merge.card.vCard(version: .v3), as: UTF8.self)
    #expect(sent.contains("BDAY;VALUE=date:1815-12-11\r\n"))
    #expect(
      sent.contains("ADR;TYPE=home:;;12 St James's Square;Marylebone;;SW1Y 4JH;United Kingdom"))
    #expect(sent.contains("item2.URL;TYPE=pref:https://example.com/ada"))
    #expect(try card(sent).form == merge.card.form)
  }

  @Test func theSameDetailEditedOnBothSidesIsAConflictNamedForIt() throws {
    let base = try card(appleAda)
    var local = base
    local.form.birthday = "1815-12-12"
    let server = try card(appleAda.replacingOccurrences(of: "1815-12-10", with: "1815-12-11"))
    let merge = SyncFields.merge(base: base, local: local, server: server)
    #expect(merge.conflicts.map(\.field.key) == ["birthday"])
    #expect(merge.conflicts.map(\.theirs) == ["1815-12-11"])
    #expect(merge.card.form.birthday == "1815-12-12")
  }

  @Test func aDetailEditedHereChangesTheCardsDigest() throws {
    let read = try card(appleAda)
    var edited = read
    edited.form.urls = []
    #expect(edited.digest != read.digest)
    #expect(try card(appleAda).digest == read.digest)
  }
}
