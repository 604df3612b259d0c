import ContactsDomain
import ContactsSampleData
import Foundation
import Testing

@testable import ContactsCSV

@Suite("CSVFormat: Google and Outlook CSV as imports and exports")
struct CSVFormatTests {
  private let format = CSVFormat()

  private func read(_ text: String, fileName: String = "contacts.csv") throws -> ContactFile {
    try format.read(Data(text.utf8), fileName: fileName)
  }

  private func fixture(_ name: String) throws -> Data {
    let url = try #require(
      Bundle.module.url(forResource: name, withExtension: "csv", subdirectory: "Fixtures"))
    return try Data(contentsOf: url)
  }

  private func form(_ contact: ContactImport) -> ContactForm {
    let draft = contact.draft
    return ContactForm(
      firstName: draft.firstName, lastName: draft.lastName, phones: draft.phones,
      emails: draft.emails, organization: draft.organization, note: draft.note,
      details: draft.details)
  }

  @Test func itNamesItsExtensionAndMediaType() {
    #expect(format.fileExtension == "csv")
    #expect(format.mediaType == "text/csv")
  }

  @Test func rolomindsGoogleExportGivesEveryRowWithQuotedCommasKept() throws {
    let file = try format.read(try fixture("rolomind-google"), fileName: "google.csv")
    #expect(file.skipped == [])
    #expect(
      file.contacts.map(\.draft.fullName) == [
        "John Doe", "Jane Smith", "Bob Wilson", "Alice Brown",
      ])
    let john = form(file.contacts[0])
    #expect(john.organization == "Acme Corp")
    #expect(john.jobTitle == "CEO")
    #expect(john.phones == [LabeledValue(label: "work", value: "+1-555-0123")])
    #expect(john.emails == [LabeledValue(label: "", value: "john@example.com")])
    #expect(john.urls == [LabeledValue(label: "Website", value: "https://acme.com")])
    #expect(
      john.addresses == [PostalAddress(label: "work", street: "123 Main St, San Francisco, CA")])
    #expect(form(file.contacts[3]).phones == [LabeledValue(label: "mobile", value: "+1-555-0125")])
    #expect(file.contacts.map(\.origin?.line) == [2, 3, 4, 5])
  }

  @Test func gpcSolutionsOutlookFileMapsItsColumnsAndKeepsTheRest() throws {
    let file = try format.read(try fixture("gpcsolutions-outlook"), fileName: "outlook.csv")
    #expect(file.skipped == [])
    #expect(file.contacts.count == 3)
    let adam = form(file.contacts[0])
    #expect(
      adam.emails.map(\.value) == [
        "adam.glacius@anycom.com", "adam.g@example.com", "ag@glacius.com",
      ])
    #expect(adam.note == "Has 2 kids")
    #expect(adam.organization == "Acme Inc.")
    #expect(adam.jobTitle == "Sales Planner")
    #expect(
      adam.phones == [
        LabeledValue(label: "mobile", value: "+1 555 3227 8544"),
        LabeledValue(label: "pager", value: "+1 555 3227 8543"),
        LabeledValue(label: "home", value: "+1 555 3227 8545"),
        LabeledValue(label: "home", value: "+1 555 3227 8546"),
        LabeledValue(label: "home fax", value: "+1 555 3227 8546"),
        LabeledValue(label: "work", value: "+1 555 3227 8547"),
        LabeledValue(label: "work", value: "+1 555 3227 8548"),
        LabeledValue(label: "work fax", value: "+1 555 3227 8549"),
      ])
    #expect(
      adam.addresses == [
        PostalAddress(label: "home", street: "999 Super Way, Super, CA, 94043"),
        PostalAddress(label: "work", street: "8999 Corporate Way"),
      ])
    // The whole name gives the first and last; "Action" and "ID" are no field of the app's:
    // kept, not dropped.
    #expect(
      file.contacts.map(\.draft.fullName) == ["Adam Glacius", "Daniel Ireland", "Duncan Amey"])
    #expect(CSVRecord.decoded(file.contacts[0].extras) == ["Action": "add"])
    #expect(
      CSVRecord.decoded(file.contacts[1].extras) == ["Action": "delete", "ID": "241a444f0b330b22"])
    // Its eight phones come back from an export with their labels.
    let export = ContactExport(
      contact: Contact(id: 1, file.contacts[0].draft), uid: "adam", extras: file.contacts[0].extras)
    let back = try format.read(format.head() + format.write([export]), fileName: "again.csv")
    #expect(back.contacts == [file.contacts[0]])
  }

  @Test func thunderbirdsOwnExportGivesItsRowsWithTheirEmails() throws {
    let file = try format.read(try fixture("thunderbird-basic"), fileName: "thunderbird.csv")
    #expect(file.skipped == [])
    #expect(file.contacts.map(\.draft.fullName) == ["John Doe", "Jane Doe"])
    #expect(form(file.contacts[0]).emails == [LabeledValue(label: "", value: "john@doe.invalid")])
    // "Display Name" repeats the names the row gives: kept, not lost.
    #expect(CSVRecord.decoded(file.contacts[0].extras) == ["Display Name": "John Doe"])
  }

  @Test func semicolonsSeparateTheCellsWhenTheHeaderIsWrittenWithThem() throws {
    let file = try format.read(try fixture("thunderbird-semicolon"), fileName: "semicolon.csv")
    #expect(file.skipped == [])
    #expect(file.contacts.map(\.draft.fullName) == ["John Doe", "Jane Doe"])
    #expect(form(file.contacts[1]).emails == [LabeledValue(label: "", value: "jane@doe.invalid")])
    // A comma inside a cell of a semicolon file is text, and a semicolon inside quotes too.
    let tabbed = try read("First Name\tLast Name\tNotes\nAda\tLovelace\t\"a; b, c\"\n")
    #expect(form(try #require(tabbed.contacts.first)).note == "a; b, c")
    let quoted = try read("\"Code; Internal\";Last Name\nAda;Lovelace, Countess\n")
    #expect(tabbed.contacts.count == 1)
    #expect(
      CSVRecord.decoded(try #require(quoted.contacts.first).extras) == ["Code; Internal": "Ada"])
    #expect(quoted.contacts.first?.draft.lastName == "Lovelace, Countess")
  }

  @Test func linkedInsConnectionsBeginWithAPreambleThatIsNoContact() throws {
    // LinkedIn's Connections.csv, as its export writes it: a byte order mark, "Notes:", a
    // quoted paragraph, a blank line, then the header.
    let file = try format.read(
      Data(
        """
        \u{FEFF}Notes:
        "When exporting your connection data, you may notice that some of the email addresses \
        are missing. You will only see email addresses for connections who have allowed their \
        connections to see or download their email address using this setting \
        https://www.linkedin.com/psettings/privacy/email. You can learn more here \
        https://www.linkedin.com/help/linkedin/answer/261"

        First Name,Last Name,URL,Email Address,Company,Position,Connected On
        Ada,Lovelace,https://www.linkedin.com/in/ada,ada@example.com,"Engines, Ltd.",Analyst,07 Dec 2026
        Grace,Hopper,https://www.linkedin.com/in/grace,,US Navy,Rear Admiral,01 Jan 2020

        """.utf8), fileName: "Connections.csv")
    #expect(file.skipped == [])
    #expect(file.contacts.map(\.draft.fullName) == ["Ada Lovelace", "Grace Hopper"])
    #expect(file.contacts.map(\.origin?.line) == [5, 6])
    let ada = form(file.contacts[0])
    #expect(ada.emails == [LabeledValue(label: "", value: "ada@example.com")])
    #expect(ada.urls == [LabeledValue(label: "", value: "https://www.linkedin.com/in/ada")])
    #expect(ada.organization == "Engines, Ltd.")
    #expect(ada.jobTitle == "Analyst")
    #expect(CSVRecord.decoded(file.contacts[0].extras) == ["Connected On": "07 Dec 2026"])
    // A one-column file keeps its first row as the header: a later row of two cells is a row.
    let oneColumn = try read("Name\nAda Lovelace\nGrace Hopper, Admiral\n")
    #expect(oneColumn.contacts.map(\.draft.fullName) == ["Ada Lovelace", "Grace Hopper"])
    #expect(CSVRecord.decoded(oneColumn.contacts[1].extras) == ["Column 2": "Admiral"])
  }

  @Test func thunderbirdsAddressesPhonesAndBirthdayInThreeColumns() throws {
    let header = try String(decoding: fixture("thunderbird-basic"), as: UTF8.self)
      .split(separator: "\n")[0]
    let row = [
      "Ada", "Lovelace", "", "", "ada@example.com", "ada@example.org", "+44 20 7946 0018",
      "+44 20 7946 0019", "+44 20 7946 0020", "", "+44 7700 900123", "12 St James's Square",
      "Flat 2", "London", "", "SW1Y 4JH", "UK", "1 Analytical Way", "", "Cambridge", "",
      "CB2 1TN", "UK", "Analyst", "Engines", "Babbage & Co", "https://ada.example",
      "https://engine.example", "1815", "12", "10", "blue", "", "", "", "Notes here", "ada_l",
    ].joined(separator: ",")
    let file = try read("\(header)\n\(row)\n")
    #expect(file.skipped == [])
    let ada = form(try #require(file.contacts.first))
    #expect(ada.emails.map(\.value) == ["ada@example.com", "ada@example.org"])
    #expect(
      ada.phones == [
        LabeledValue(label: "work", value: "+44 20 7946 0018"),
        LabeledValue(label: "home", value: "+44 20 7946 0019"),
        LabeledValue(label: "fax", value: "+44 20 7946 0020"),
        LabeledValue(label: "mobile", value: "+44 7700 900123"),
      ])
    #expect(
      ada.addresses == [
        PostalAddress(
          label: "home", street: "12 St James's Square\nFlat 2", locality: "London",
          postalCode: "SW1Y 4JH", country: "UK"),
        PostalAddress(
          label: "work", street: "1 Analytical Way", locality: "Cambridge", postalCode: "CB2 1TN",
          country: "UK"),
      ])
    #expect(ada.birthday == "1815-12-10")
    #expect(ada.organization == "Babbage & Co")
    #expect(ada.department == "Engines")
    #expect(ada.urls.map(\.value) == ["https://ada.example", "https://engine.example"])
    #expect(ada.chats == [LabeledValue(label: "", value: "ada_l")])
    #expect(ada.note == "Notes here")
    #expect(CSVRecord.decoded(try #require(file.contacts.first).extras) == ["Custom 1": "blue"])
    // No year: a birthday without one; no day: the parts kept as written.
    let noYear = try read("First Name,Birth Month,Birth Day\nAda,2,9\n")
    #expect(form(try #require(noYear.contacts.first)).birthday == "--02-09")
    let noDay = try read("First Name,Birth Year,Birth Month\nAda,1815,12\n")
    let kept = try #require(noDay.contacts.first)
    #expect(form(kept).birthday == "")
    #expect(CSVRecord.decoded(kept.extras) == ["Birth Year": "1815", "Birth Month": "12"])
  }

  @Test func googlesCurrentHeaderWithLabelsSeveralEmailsAndANoteOverLines() throws {
    let file = try read(
      """
      First Name,Middle Name,Last Name,Nickname,Organization Name,Organization Title,Birthday,\
      Notes,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value,\
      Address 1 - Label,Address 1 - Formatted,Address 1 - Street,Address 1 - City,\
      Address 1 - Postal Code,Address 1 - Country,Relation 1 - Label,Relation 1 - Value\r
      Robert,,Smith,Bob,"Acme, Inc.",Manager,--03-07,"Two\r
      lines, one ""quoted""\",* myContacts ::: Work ::: * starred,* Home,\
      bob@example.com ::: robert@example.org,Mobile,+44 20 7946 0018,Home,"1 High St\r
      London",1 High St,London,N1 1AA,UK,Spouse,Alice\r

      """)
    #expect(file.skipped == [])
    let bob = form(try #require(file.contacts.first))
    #expect((bob.firstName, bob.lastName, bob.nickname) == ("Robert", "Smith", "Bob"))
    #expect((bob.organization, bob.jobTitle, bob.birthday) == ("Acme, Inc.", "Manager", "--03-07"))
    #expect(bob.note == "Two\nlines, one \"quoted\"")
    #expect(bob.groups == ["Work"])
    #expect(
      bob.emails == [
        LabeledValue(label: "home", value: "bob@example.com"),
        LabeledValue(label: "home", value: "robert@example.org"),
      ])
    #expect(bob.phones == [LabeledValue(label: "mobile", value: "+44 20 7946 0018")])
    #expect(
      bob.addresses == [
        PostalAddress(
          label: "home", street: "1 High St", locality: "London", postalCode: "N1 1AA",
          country: "UK")
      ])
    #expect(bob.related == [LabeledValue(label: "Spouse", value: "Alice")])
  }

  @Test func googlesOlderHeaderReadsGivenNamesTypesAndGroupMembership() throws {
    let file = try read(
      """
      Name,Given Name,Additional Name,Family Name,Yomi Name,Birthday,Notes,Group Membership,\
      E-mail 1 - Type,E-mail 1 - Value,Phone 1 - Type,Phone 1 - Value,Organization 1 - Type,\
      Organization 1 - Name,Organization 1 - Title
      Liz Taylor,Liz,,Taylor,,1932-02-27,,* My Contacts ::: Film ::: System Group: Friends,\
      * Home,liz@example.com,Mobile,+44 7911 123456,,BBC,Actor

      """)
    let liz = form(try #require(file.contacts.first))
    #expect((liz.firstName, liz.lastName, liz.birthday) == ("Liz", "Taylor", "1932-02-27"))
    #expect(liz.groups == ["Film"])
    #expect(liz.emails == [LabeledValue(label: "home", value: "liz@example.com")])
    #expect(liz.phones == [LabeledValue(label: "mobile", value: "+44 7911 123456")])
    #expect((liz.organization, liz.jobTitle) == ("BBC", "Actor"))
    // Google's whole name, beside the given and family names, is kept; empty cells are not.
    #expect(CSVRecord.decoded(file.contacts[0].extras) == ["Name": "Liz Taylor"])
  }

  @Test func outlooksFileWithABOMCategoriesAndAnEmptyBirthday() throws {
    var data = Data([0xEF, 0xBB, 0xBF])
    data.append(
      Data(
        """
        "First Name","Last Name","E-mail Address","E-mail 2 Address","Mobile Phone",\
        "Business Phone","Business Fax","Company","Job Title","Manager's Name","Categories",\
        "Birthday","Notes","Business Street","Business City","Business Postal Code"\r
        "Ann","Lee","ann@example.com","a.lee@example.org","+1 555 0100","+1 555 0199",\
        "+1 555 0198","Lee & Co","Owner","Sam Boss","Family;Golf","0/0/00","Call, then write",\
        "5 Main St","Springfield","12345"\r
        "Tom","Hay","","","","","","","","","","5/17/1990","","","",""\r

        """.utf8))
    let file = try format.read(data, fileName: "outlook.csv")
    #expect(file.skipped == [])
    let ann = form(file.contacts[0])
    #expect(ann.firstName == "Ann")
    #expect(ann.emails.map(\.value) == ["ann@example.com", "a.lee@example.org"])
    #expect(
      ann.phones == [
        LabeledValue(label: "mobile", value: "+1 555 0100"),
        LabeledValue(label: "work", value: "+1 555 0199"),
        LabeledValue(label: "work fax", value: "+1 555 0198"),
      ])
    #expect((ann.organization, ann.jobTitle, ann.manager) == ("Lee & Co", "Owner", "Sam Boss"))
    #expect(ann.groups == ["Family", "Golf"])
    #expect(ann.birthday == "")
    #expect(ann.note == "Call, then write")
    #expect(
      ann.addresses == [
        PostalAddress(
          label: "work", street: "5 Main St", locality: "Springfield", postalCode: "12345")
      ])
    #expect(form(file.contacts[1]).birthday == "1990-05-17")
  }

  @Test func windows1252BytesAreReadAsOutlookWroteThem() throws {
    // "Zoë Müller" with "café – bar" in Windows-1252: not valid UTF-8.
    var data = Data("First Name,Last Name,Notes\r\nZo".utf8)
    data.append(contentsOf: [0xEB])
    data.append(Data(",M".utf8))
    data.append(contentsOf: [0xFC])
    data.append(Data("ller,caf".utf8))
    data.append(contentsOf: [0xE9, 0x20, 0x96, 0x20])
    data.append(Data("bar\r\n".utf8))
    let file = try format.read(data, fileName: "outlook.csv")
    let zoe = form(try #require(file.contacts.first))
    #expect((zoe.firstName, zoe.lastName, zoe.note) == ("Zoë", "Müller", "café – bar"))
  }

  @Test func aPlainHeaderMatchesTheFieldsLoosely() throws {
    let file = try read(
      """
      first name,LASTNAME,  Email ,job-title,Phone,Pronouns,Shoe size
      Grace,Hopper,grace@example.com,Rear Admiral,+1 555 0101,she/her,38

      """)
    let grace = form(try #require(file.contacts.first))
    #expect(
      (grace.firstName, grace.lastName, grace.jobTitle) == ("Grace", "Hopper", "Rear Admiral"))
    #expect(grace.emails == [LabeledValue(label: "", value: "grace@example.com")])
    #expect(grace.phones == [LabeledValue(label: "", value: "+1 555 0101")])
    #expect(grace.pronouns == "she/her")
    #expect(CSVRecord.decoded(file.contacts[0].extras) == ["Shoe size": "38"])
  }

  @Test func aRowWithNothingToShowItByIsSkippedWithItsLine() throws {
    let file = try read(
      """
      First Name,Last Name,E-mail 1 - Value,Notes
      Ada,Lovelace,,"a note
      over two lines"
      ,,,only a note
      ,,,

      """)
    #expect(file.contacts.map(\.draft.fullName) == ["Ada Lovelace"])
    #expect(file.skipped.count == 2)
    #expect(file.skipped[0].hasPrefix("contacts.csv, line 4: "))
    #expect(file.skipped[1].hasPrefix("contacts.csv, line 5: "))
  }

  @Test func aValueTheAppRefusesIsKeptAsWrittenAndTheRowImported() throws {
    let file = try read(
      """
      First Name,Last Name,Birthday,Notes
      Ada,Lovelace,the tenth of December,Analyst

      """)
    let ada = try #require(file.contacts.first)
    #expect(form(ada).birthday == "")
    #expect(form(ada).note == "Analyst")
    #expect(CSVRecord.decoded(ada.extras) == ["Birthday": "the tenth of December"])
  }

  @Test func aFileWithoutAHeaderRowIsRefusedWithItsName() {
    #expect(throws: CSVFileError(fileName: "empty.csv", reason: "it has no header row")) {
      try format.read(Data(), fileName: "empty.csv")
    }
  }

  @Test func theSameRowGetsTheSameUIDWhicheverColumnOrder() throws {
    let one = try read("First Name,Last Name\nAda,Lovelace\n")
    let other = try read("Last Name,First Name\nLovelace,Ada\n")
    #expect(one.contacts[0].uid == other.contacts[0].uid)
    #expect(one.contacts[0].uid.hasPrefix("csv-"))
  }

  @Test func theExportWritesGooglesHeaderOnceAndReadsBackTheSampleContacts() throws {
    let drafts = SampleContacts().drafts(0..<200)
    let exports = drafts.enumerated().map { index, draft in
      ContactExport(contact: Contact(id: Int64(index + 1), draft), uid: "u\(index)", extras: "")
    }
    // Two windows, as an export writes them: one header.
    var data = format.head()
    data.append(format.write(Array(exports[..<100])))
    data.append(format.write(Array(exports[100...])))
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.hasPrefix("First Name,Middle Name,Last Name,"))
    #expect(text.components(separatedBy: "First Name,Middle Name,").count == 2)
    let file = try format.read(data, fileName: "export.csv")
    #expect(file.skipped == [])
    #expect(file.contacts.map(\.draft) == drafts)
  }

  @Test func everyFieldAndKeptColumnComesBackFromAnExport() throws {
    var full = ContactForm(
      firstName: "Ada", lastName: "Lovelace",
      phones: [
        LabeledValue(label: "mobile", value: "+44 20 7946 0018"),
        LabeledValue(label: "work", value: "+44 20 7946 0019"),
      ],
      emails: [LabeledValue(label: "home", value: "ada@example.com")],
      organization: "Analytical Engines, Ltd.", note: "First line\nsecond, with \"quotes\"")
    full.namePrefix = "Countess"
    full.middleName = "Augusta"
    full.nameSuffix = "FRS"
    full.nickname = "Ada"
    full.pronouns = "she/her"
    full.phoneticFirstName = "Ay-da"
    full.jobTitle = "Analyst"
    full.department = "Engines"
    full.role = "Author"
    full.manager = "Charles Babbage"
    full.assistant = "Mary"
    full.birthday = "1815-12-10"
    full.anniversary = "--07-08"
    full.addresses = [
      PostalAddress(
        label: "home", street: "12 St James's Square\nFlat 2", locality: "London",
        region: "Greater London", postalCode: "SW1Y 4JH", country: "UK", poBox: "PO 7",
        extended: "Rear")
    ]
    full.urls = [LabeledValue(label: "work", value: "https://example.com/ada")]
    full.chats = [LabeledValue(label: "xmpp", value: "ada@chat.example")]
    full.socialProfiles = [LabeledValue(label: "mastodon", value: "@ada@social.example")]
    full.related = [LabeledValue(label: "spouse", value: "William King")]
    full.groups = ["Mathematicians", "Friends"]
    let draft = try ContactDraft(full, origin: .imported)
    let extras = CSVRecord.encoded(["Spouse's Hobby": "Horses"])
    let export = ContactExport(contact: Contact(id: 1, draft), uid: "ada", extras: extras)
    let file = try format.read(format.head() + format.write([export]), fileName: "ada.csv")
    let back = try #require(file.contacts.first)
    #expect(back.draft == draft)
    #expect(back.extras == extras)
  }

  @Test func valuesPastTheLastNumberedRowAreJoinedIntoItNotLost() throws {
    let phones = (1...10).map { LabeledValue(label: "home", value: "+1 555 01\($0 + 10)") }
    let draft = try ContactDraft(ContactForm(firstName: "Many", phones: phones), origin: .imported)
    let export = ContactExport(contact: Contact(id: 1, draft), uid: "many", extras: "")
    let file = try format.read(format.head() + format.write([export]), fileName: "many.csv")
    #expect(try #require(file.contacts.first).draft.phones == phones)
  }
}
