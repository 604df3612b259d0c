import ContactsDomain
import ContactsRoot
import ContactsTestSupport
import Foundation
import GRDB
import Testing

@testable import ContactsStore
@testable import ContactsVCard

@Suite("Contacts stored before details were read get them, as an import of their cards reads them")
struct KeptDetailsBackfillTests {
  /// The cards of Apple's and Google's exports that have a name or an organization (a card
  /// without was skipped before details were read), as an import reads them today.
  private func cards() throws -> [ContactImport] {
    try ["apple-contacts", "google-contacts"].flatMap { name in
      try VCardFormat().read(Fixture.data(name), fileName: "\(name).vcf").contacts
    }.filter { !($0.draft.firstName + $0.draft.lastName + $0.draft.organization).isEmpty }
  }

  /// A file at v9 holding `cards` as v9 stored them: names, the organization with its
  /// department joined, the note, phones and emails in their columns, everything else (the photo
  /// too) in the extras, and no details.
  private func fileAtV9(_ cards: [ContactImport]) throws -> String {
    let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    let queue = try DatabaseQueue(path: path)
    try Schema.migrator.migrate(queue, upTo: "v9: a change sequence on contacts")
    try queue.write { db in
      for card in cards {
        let draft = card.draft
        let organization = [draft.organization, draft.details.department].filter { !$0.isEmpty }
          .joined(separator: ", ")
        let contact = Contact(
          id: 0, firstName: draft.firstName, lastName: draft.lastName, phones: draft.phones,
          emails: draft.emails, organization: organization, note: draft.note)
        var extras = VCardExtras(decoding: card.extras)
        extras.keptProperties = PhotoMapping.restored(extras.keptProperties, photo: card.photo)
        // A company's marker (Apple's) was a kept property then.
        if draft.details.isCompany {
          extras.keptProperties.append(VCardProperty(name: "X-ABShowAs", value: "COMPANY"))
        }
        try db.execute(
          sql: """
            INSERT INTO contact
              (firstName, lastName, sortKey, organization, note, searchText, uid, extras)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?)
            """,
          arguments: [
            contact.firstName, contact.lastName, contact.sortKey.rawValue, organization,
            contact.note, SearchText.indexed(contact), card.uid, extras.encoded,
          ])
        let id = db.lastInsertedRowID
        for (kind, values) in [("phone", draft.phones), ("email", draft.emails)] {
          for (position, value) in values.enumerated() {
            try db.execute(
              sql: """
                INSERT INTO contactValue (contactId, kind, position, label, value)
                VALUES (?, ?, ?, ?, ?)
                """, arguments: [id, kind, position, value.label, value.value])
          }
        }
      }
    }
    return path
  }

  /// The whole book exported as 3.0 and as 4.0.
  private func exported(_ store: ContactDatabase) async throws -> [Data] {
    var files: [Data] = []
    for version in [VCardVersion.v3, .v4] {
      var data = Data()
      _ = try await store.exportFile(format: VCardFormat(version: version)) { data.append($0) }
      files.append(data)
    }
    return files
  }

  /// The lines of `files` but those of properties `names`.
  private func lines(of files: [Data], but names: [String]) -> [[Substring]] {
    files.map { file in
      String(decoding: file, as: UTF8.self).split(separator: "\r\n").filter { line in
        !names.contains { line.hasPrefix("\($0):") || line.hasPrefix("\($0);") }
      }
    }
  }

  @Test func storedCardsAreShownFoundListedByBirthdayAndGroupAndExportedAsImportedToday()
    async throws
  {
    let cards = try cards()
    let store = try ContactDatabase.openFile(at: try fileAtV9(cards))
    let before = try await exported(store)
    let stamps = try await store.stampedContacts(after: .start, limit: 10).map(\.stamp)
    #expect(try await store.searchAll("arlington").isEmpty)

    // Ada's and Grace's details, and the company card's flag, read from its kept marker.
    #expect(try store.readKeptDetails(VCardFormat.importedContact(of:)) == 3)

    let contacts = try await store.allContacts()
    let ada = try #require(contacts.first { $0.lastName == "Lovelace" })
    let grace = try #require(contacts.first { $0.lastName == "Hopper" })
    #expect(try await store.contact(id: ada.id).details.birthday == PartialDate("1815-12-10"))
    #expect(ada.details.jobTitle == "Mathematician")
    #expect(ada.details.middleName == "Augusta")
    #expect((ada.organization, ada.details.department) == ("Analytical Engines Ltd.", "Research"))
    #expect(ada.details.addresses.map(\.locality) == ["London"])
    #expect(ada.details.urls.map(\.value) == ["https://example.com/ada"])
    #expect(grace.details.nickname == "Amazing Grace")
    #expect(grace.details.groups == ["Pioneers"])
    #expect(try await store.searchAll("arlington").map(\.id) == [grace.id])
    #expect(try await store.searchAll("mathematician").map(\.id) == [ada.id])
    let first = try #require(PartialDate("2026-12-01"))
    let december = try #require(BirthdayWindow(from: first, days: 30))
    #expect(try await store.birthdays(in: december, limit: 10).map(\.id) == [grace.id, ada.id])
    #expect(try await store.groups().map(\.name).contains("Pioneers"))

    // Written back as an import of the same cards today writes them: N and ORG as they came
    // (the stored rows had lost their other parts), every other line as before.
    let imported = try ContactDatabase.inMemory()
    _ = try await imported.importContacts(cards, dryRun: false) { _ in }
    let after = try await exported(store)
    #expect(after == (try await exported(imported)))
    // The company's marker is its version's now: `KIND:org` in 4.0.
    let rewritten = ["N", "ORG", "KIND", "X-ABSHOWAS"]
    #expect(lines(of: after, but: rewritten) == lines(of: before, but: rewritten))
    #expect(lines(of: after, but: []) != lines(of: before, but: []))
    // Not a change a sync would send; and done once.
    #expect(try await store.stampedContacts(after: .start, limit: 10).map(\.stamp) == stamps)
    #expect(try store.readKeptDetails(VCardFormat.importedContact(of:)) == 0)
  }

  @Test func aContactRenamedSinceItsImportGetsTheDetailsItsCardKeptButNotItsOldNameParts()
    async throws
  {
    let cards = try cards().filter { $0.draft.lastName == "Lovelace" }
    let path = try fileAtV9(cards)
    try await DatabaseQueue(path: path).write { db in
      try db.execute(sql: "UPDATE contact SET lastName = 'King'")
    }
    let store = try ContactDatabase.openFile(at: path)
    let before = try await exported(store)
    #expect(try store.readKeptDetails(VCardFormat.importedContact(of:)) == 1)
    let ada = try #require(try await store.allContacts().first)
    #expect(ada.details.birthday == PartialDate("1815-12-10"))
    // The N it came with names Lovelace, no longer her: its middle name and prefix are not
    // taken for hers, and her N is written as before (her ORG goes back as it came).
    #expect((ada.details.middleName, ada.details.namePrefix) == ("", ""))
    #expect(lines(of: try await exported(store), but: ["ORG"]) == lines(of: before, but: ["ORG"]))
  }

  @Test func theAppReadsThemWhenItFirstOpensTheFileForWriting() async throws {
    let path = try fileAtV9(try cards())
    let reading = try await AppRoot.open(databasePath: path, access: .readOnly)
    #expect(try await reading.contacts.allContacts().allSatisfy { $0.details.isEmpty })
    let writing = try await AppRoot.open(databasePath: path, access: .readWrite)
    let grace = try #require(
      try await writing.contacts.allContacts().first { $0.lastName == "Hopper" })
    #expect(grace.details.nickname == "Amazing Grace")
  }
}
