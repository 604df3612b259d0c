import ContactsDomain
import ContactsVCard
import Foundation
import Testing

@Suite("Reading a card's details")
struct DetailReadingTests {
  @Test func everyDetailOfAnAppleCardIsReadIntoTheForm() throws {
    let card = try readCard(
      card3(
        "N:Lovelace;Ada;Augusta,Byron;Countess;FRS", "FN:Ada Lovelace",
        "ORG:Analytical Engines;Research;Notes", "TITLE:Analyst", "NICKNAME:Addy,The Enchantress",
        "BDAY;VALUE=date:1815-12-10", "item1.X-ABDATE:1835-07-08",
        "item1.X-ABLabel:_$!<Anniversary>!$_",
        "item2.ADR;type=HOME;type=pref:;Flat 2;12 St James's Square;London;;SW1Y 4JH;UK",
        "item2.X-ABADR:gb", "item3.URL:https://example.com/ada",
        "item3.X-ABLabel:_$!<HomePage>!$_", "item4.X-ABRELATEDNAMES:William King",
        "item4.X-ABLabel:_$!<Spouse>!$_", "X-PHONETIC-FIRST-NAME:Ay-da",
        "X-PHONETIC-LAST-NAME:Luv-lace", "CATEGORIES:Friends,Maths\\, and more"))
    let form = card.form
    #expect(
      (form.namePrefix, form.middleName, form.nameSuffix) == ("Countess", "Augusta Byron", "FRS"))
    #expect((form.organization, form.department) == ("Analytical Engines", "Research, Notes"))
    #expect((form.jobTitle, form.nickname) == ("Analyst", "Addy, The Enchantress"))
    #expect((form.birthday, form.anniversary) == ("1815-12-10", "1835-07-08"))
    #expect(
      form.addresses == [
        PostalAddress(
          label: "home", street: "12 St James's Square", locality: "London",
          postalCode: "SW1Y 4JH", country: "UK", extended: "Flat 2")
      ])
    #expect(form.urls == [labeled("home page", "https://example.com/ada")])
    #expect(form.related == [labeled("spouse", "William King")])
    #expect((form.phoneticFirstName, form.phoneticLastName) == ("Ay-da", "Luv-lace"))
    #expect(form.groups == ["Friends", "Maths, and more"])
    // The properties stay kept as they came: written back byte for byte.
    #expect(card.kept("BDAY")?.parameters == [VCardParameter("VALUE", "date")])
  }

  @Test(arguments: [
    ("BDAY:1815-12-10", "1815-12-10"), ("BDAY:18151210", "1815-12-10"), ("BDAY:--1210", "--12-10"),
    ("BDAY:--12-10", "--12-10"), ("BDAY:1815-12-10T00:00:00Z", "1815-12-10"),
    ("BDAY;X-APPLE-OMIT-YEAR=1604:1604-12-10", "--12-10"),
    ("BDAY;VALUE=date:1815-12-10", "1815-12-10"), ("BDAY:19531015T231000Z", "1953-10-15"),
  ])
  func everyDateFormIsRead(line: String, date: String) throws {
    #expect(try readCard(card3("FN:Ada Lovelace", line)).form.birthday == date)
  }

  @Test(arguments: [
    "BDAY;VALUE=text:sometime in May", "BDAY:1815-02-30", "BDAY:12-10", "BDAY:1985-04",
  ])
  func aDateTheAppCannotHoldStaysKeptAsItCame(line: String) throws {
    let card = try readCard(card3("FN:Ada Lovelace", line))
    #expect(card.form.birthday == "")
    let written = VCardWriter.write(card, version: .v4)
    #expect(written.contains("\r\n\(line)\r\n"))
  }

  @Test func anniversariesOf40AndOtherExportersAreRead() throws {
    for line in [
      "ANNIVERSARY:20090808T1430-0500", "X-ANNIVERSARY:2009-08-08", "X-MS-ANNIVERSARY:20090808",
      "X-EVOLUTION-ANNIVERSARY:2009-08-08", "X-KADDRESSBOOK-X-ANNIVERSARY:2009-08-08",
    ] {
      #expect(try readCard(card3("FN:A B", line)).form.anniversary == "2009-08-08")
    }
    // An Apple date with another label is not the anniversary: it stays kept.
    let other = try readCard(
      card3("FN:A B", "item1.X-ABDATE:2009-08-08", "item1.X-ABLabel:_$!<Other>!$_"))
    #expect(other.form.anniversary == "")
  }

  @Test func chatHandlesAreReadWithTheirServiceAsLabel() throws {
    let card = try readCard(
      card3(
        "FN:A B", "IMPP:xmpp:ada@example.org", "IMPP;X-SERVICE-TYPE=Skype:skype:ada.l",
        "X-JABBER:ada@jabber.example", "X-SKYPE-USERNAME:ada2", "X-GOOGLE-TALK:ada@gmail.example",
        "X-AIM:adaaim", "X-ICQ:123", "X-MSN:ada@msn.example", "X-YAHOO:ada_y", "X-GADUGADU:456",
        "X-QQ:789", "X-TWITTER:@ada", "X-MS-IMADDRESS:ada@aol.example"))
    #expect(
      card.form.chats == [
        labeled("xmpp", "ada@example.org"), labeled("skype", "ada.l"),
        labeled("jabber", "ada@jabber.example"), labeled("skype", "ada2"),
        labeled("google talk", "ada@gmail.example"), labeled("aim", "adaaim"),
        labeled("icq", "123"), labeled("msn", "ada@msn.example"), labeled("yahoo", "ada_y"),
        labeled("gadugadu", "456"), labeled("qq", "789"), labeled("twitter", "@ada"),
        labeled("", "ada@aol.example"),
      ])
  }

  @Test func related40AndSortAsAreRead() throws {
    let card = try readCard(
      card4(
        "N;SORT-AS=\"Babbage,Charles\":Babbage;Charles;;;", "FN:Charles Babbage",
        "RELATED;TYPE=spouse;VALUE=text:Georgiana", "URL;TYPE=work:https://example.org"))
    #expect(card.form.related == [labeled("spouse", "Georgiana")])
    #expect((card.form.phoneticLastName, card.form.phoneticFirstName) == ("Babbage", "Charles"))
    #expect(card.form.urls == [labeled("work", "https://example.org")])
  }

  @Test func aDetailTheAppRefusesStaysKeptAndTheCardIsRead() throws {
    let long = String(repeating: "x", count: 300)
    let card = try readCard(card3("FN:Ada Lovelace", "NICKNAME:\(long)", "TITLE:Analyst"))
    #expect(card.form.nickname == "" && card.form.jobTitle == "Analyst")
    #expect(VCardWriter.write(card, version: .v3).contains("NICKNAME:xxx"))
  }
}
