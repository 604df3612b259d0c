import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsRoot
import ContactsSampleData
import ContactsStore
import ContactsVCard
import Foundation

/// Times import and export of one generated vCard file, each build beside bare SQL.
struct TransferBench {
  let cards: Int
  let repetitions: Int
  let folder: String

  func run() async throws -> TransferResult {
    // A file is read once: each import opens it anew, as each `contacts import` would.
    let path = try makeFile()
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let parsed = try VCardFormat().read(data, fileName: path)
    // Bare SQL inserts the rows the import stores, every column ready: the floor under the store.
    let rows = parsed.contacts.map {
      BareSQL.ContactRows(ContactForm(Contact(id: 0, $0.draft)), uid: $0.uid, extras: $0.extras)
    }
    let source = try await importedDatabase("export-source", .file(at: path))
    var seconds: [String: [Double]] = [:]
    func time(_ name: String, _ body: () async throws -> Void) async throws {
      seconds[name, default: []].append(try await Self.measure(body))
    }
    for _ in 0..<repetitions {
      try await time("parse") { _ = try VCardFormat().read(data, fileName: path) }
      let bare = try BareSQL(path: try emptyDatabase("sql").path)
      try await time("import sql") { try await bare.insertAll(rows) }
      for architecture in Architecture.allCases {
        let store = try emptyDatabase(architecture.rawValue).store
        try await time("import \(architecture)") {
          let summary = try await AppRoot(store: store, ledger: store.ledger).app(architecture)
            .importFiles(
              [.file(at: path)], dryRun: false, progress: { _ in })
          guard summary.counts.added == cards else {
            throw BenchFailure("import through \(architecture): \(summary)")
          }
        }
      }
      let reader = try BareSQL(path: source.path)
      try await time("export sql") { _ = try await reader.readAll() }
      for architecture in Architecture.allCases {
        try await time("export \(architecture)") {
          var bytes = 0
          let summary = try await AppRoot(store: source.store, ledger: source.store.ledger).app(
            architecture
          ).export(
            write: { bytes += $0.count })
          guard summary.count == cards, bytes > 0 else {
            throw BenchFailure("export through \(architecture): \(summary)")
          }
        }
      }
    }
    return TransferResult(
      cards: cards, fileBytes: data.count, repetitions: repetitions,
      medians: seconds.mapValues { $0.sorted()[$0.count / 2] }, peakMemoryMiB: peakMemoryMiB())
  }

  /// The path of `cards` sample contacts with a UID and a birthday each, and a photo in one of
  /// a hundred (`photo`), as one vCard 4.0 file on disk: an import reads it as `contacts
  /// import` does, a chunk at a time.
  private func makeFile() throws -> String {
    let samples = SampleContacts(seed: 11)
    let photo = VCardProperty(
      name: "PHOTO", value: "data:image/jpeg;base64,\(Self.photo.base64EncodedString())")
    let vcards = (0..<cards).map { index in
      let birthday = VCardProperty(name: "BDAY", value: "19\(10 + index % 90)-01-01")
      return VCard(
        uid: "urn:uuid:bench-\(index)", form: samples.form(index),
        keptProperties: index % 100 == 0 ? [birthday, photo] : [birthday])
    }
    let path = "\(folder)/transfer-\(cards).vcf"
    try Data(VCardWriter.write(vcards).utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// A 12 KB JPEG's worth of bytes, the size of a contact photo a phone exports: the JPEG
  /// markers around deterministic noise, which compresses as little as a real image.
  static let photo: Data = {
    var generator = SplitMix64(seed: 7)
    let noise = (0..<12_284).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
    return Data([0xFF, 0xD8, 0xFF, 0xE0] + noise + [0xFF, 0xD9])
  }()

  /// A new, empty, migrated database file called `name`.
  private func emptyDatabase(_ name: String) throws -> (path: String, store: ContactDatabase) {
    let path = "\(folder)/transfer-\(name).sqlite"
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
    return (path, try ContactDatabase.openFile(at: path))
  }

  /// A database called `name` holding the contacts of `file`, imported through the store.
  private func importedDatabase(_ name: String, _ file: ImportFile) async throws
    -> (path: String, store: ContactDatabase)
  {
    let database = try emptyDatabase(name)
    _ = try await database.store.importFiles(
      [file], format: VCardFormat(), dryRun: false, progress: { _ in })
    return database
  }

  private static func measure(_ body: () async throws -> Void) async throws -> Double {
    let elapsed = try await ContinuousClock().measure { try await body() }
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  }
}

/// What `TransferBench` measured: median seconds by operation ("import mvvm", "export sql"…).
struct TransferResult: Codable {
  let cards: Int
  let fileBytes: Int
  let repetitions: Int
  let medians: [String: Double]
  let peakMemoryMiB: Double
}
