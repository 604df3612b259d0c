import ArgumentParser
import ContactsDomain
import ContactsSampleData
import ContactsStore
import ContactsVCard
import Foundation
import GRDB

/// `contacts-bench kept-details`: the time to read the details of contacts stored before details
/// were read (migration v19 and `ContactDatabase.readKeptDetails`), as the first write-open of
/// such a book spends it.
struct KeptDetailsCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "kept-details",
    abstract: "Measure reading the details of a book stored before details were read.",
    discussion: """
      Imports --contacts sample cards (each with a birthday, a job title and a city, in their \
      kept properties as any import keeps them), empties their details as a version before \
      v10 left them, lists them again for v19, then times opening the file (the migration) and \
      reading their details through the vCard format, as the app does when it first opens the \
      file for writing.
      """
  )

  @Option(help: "How many contacts the book holds.")
  var contacts = 100_000

  @Option(help: "Where the database is written.")
  var folder = ".build/bench"

  func run() async throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = "\(folder)/kept-details-\(contacts).sqlite"
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
    let samples = SampleContacts(seed: 11)
    let cards = (0..<contacts).map { index in
      VCard(
        uid: "urn:uuid:kept-\(index)", form: samples.form(index),
        keptProperties: [
          VCardProperty(name: "BDAY", value: "19\(10 + index % 90)-01-01"),
          VCardProperty(name: "TITLE", value: "Engineer"),
          VCardProperty(name: "ADR", value: ";;1 Main Street;Springfield;;12345;US"),
        ])
    }
    let file = ImportFile(name: "kept.vcf", data: Data(VCardWriter.write(cards).utf8))
    _ = try await ContactDatabase.openFile(at: path).importFiles(
      [file], format: VCardFormat(), dryRun: false, progress: { _ in })
    try await DatabaseQueue(path: path).write { db in
      try db.execute(
        sql: """
          UPDATE contact SET details = '', birthday = NULL;
          DROP TABLE detailsToRead;
          DELETE FROM grdb_migrations WHERE identifier LIKE 'v19:%';
          """)
    }
    let clock = ContinuousClock()
    var store: ContactDatabase?
    let migration = try clock.measure { store = try ContactDatabase.openFile(at: path) }
    var read = 0
    let reading = try clock.measure {
      read = try store!.readKeptDetails(VCardFormat.importedContact(of:))
    }
    print("v19 over \(contacts) contacts: \(migration)")
    print("details read for \(read) of them: \(reading)")
  }
}
