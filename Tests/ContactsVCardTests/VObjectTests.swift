import ContactsDomain
import ContactsTestSupport
import ContactsVCard
import Foundation
import Testing

/// What `contacts export`, the web's download and sync's upload write, read back by vobject
/// (the Python vCard library Radicale reads cards with): every card of the corpus, every shape
/// of name a card can come with, and random cards, exported in 3.0 and 4.0.
@Suite(
  "Every export is a vCard vobject reads back",
  .enabled(if: Peers.available(pythonModule: "vobject")))
struct VObjectTests {
  @Test func theCorpusNameShapesAndRandomCardsExportedIn30And40AreReadBackByVobject() throws {
    let folder = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    var written: [String: Int] = [:]
    for (source, contacts) in try [
      ("corpus", Self.corpus()), ("names", Self.nameShapes()), ("random", Self.randomCards()),
    ] {
      let exports = contacts.enumerated().map { index, contact in
        ContactExport(
          contact: Contact(id: Int64(index + 1), contact.draft), uid: contact.uid,
          extras: contact.extras)
      }
      for version in VCardVersion.allCases {
        let name = "\(source)-\(version.rawValue).vcf"
        try VCardFormat(version: version).write(exports).write(to: folder.appending(path: name))
        written[name] = exports.count
      }
    }
    let python = Peers.program("python3")
    try #require(
      FileManager.default.isExecutableFile(atPath: python.path),
      "\(python.path) is missing: run scripts/test, which installs vobject there")
    let result = try ChildProcess.run(
      python,
      ["-c", VObjectCheck.script]
        + written.keys.sorted().map {
          folder.appending(path: $0).path
        })
    #expect(result.status == 0, "\(result.standardError)")
    let read = VObjectCheck.counts(result.standardOutput)
    print("vobject read back \(read.values.reduce(0, +)) exported cards: \(read)")
    #expect(read == written)
    let faults = result.standardOutput.split(separator: "\n").filter { !$0.hasPrefix("read ") }
    #expect(faults.isEmpty, "\(faults.prefix(20).joined(separator: "\n"))")
  }

  /// Every card of every corpus file, as the app imports it.
  private static func corpus() throws -> [ContactImport] {
    try CorpusTests.paths.flatMap { path in
      let data = try Data(contentsOf: CorpusTests.directory.appending(path: path))
      return try VCardFormat().read(data, fileName: path).contacts
    }
  }

  /// A card with each `N`, `FN` and `ORG` a file may give it, in 2.1, 3.0 and 4.0: none, empty,
  /// with parameters, with a name.
  private static func nameShapes() throws -> [ContactImport] {
    let ns = ["", "N:", "N:;;;;", "N;CHARSET=UTF-8:", "N:Lovelace;Ada;;;", "N:;Antonion;;;"]
    let fns = ["", "FN:", "FN: ", "FN:Ada Lovelace", "FN:Acme Inc."]
    let orgs = ["", "ORG:Acme Inc.", "ORG:;"]
    var text = ""
    for version in ["2.1", "3.0", "4.0"] {
      for n in ns {
        for fn in fns {
          for org in orgs {
            let lines = ["BEGIN:VCARD", "VERSION:\(version)", n, fn, org, "NOTE:x", "END:VCARD"]
            text += lines.filter { !$0.isEmpty }.map { $0 + "\r\n" }.joined()
          }
        }
      }
    }
    return try VCardFormat().read(Data(text.utf8), fileName: "names.vcf").contacts
  }

  /// Random cards (`CardGenerator`), imported as the app imports them.
  private static func randomCards() throws -> [ContactImport] {
    var generator = CardGenerator(seed: 22)
    let cards = (0..<500).map { _ in generator.card() }
    return try VCardFormat().read(Data(VCardWriter.write(cards).utf8), fileName: "random.vcf")
      .contacts
  }
}
