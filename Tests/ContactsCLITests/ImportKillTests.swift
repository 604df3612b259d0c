import ContactsTestSupport
import Foundation
import Testing

/// A real `contacts import` killed while it writes leaves nothing of the file behind: the import
/// is one transaction however it reads the file.
@Suite("An import killed halfway")
struct ImportKillTests {
  private static let cards = 60_000

  /// `cards` small cards with UIDs, as one vCard file.
  private func file(at url: URL) throws {
    var text = ""
    for index in 0..<Self.cards {
      text += "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:u\(index)\r\nFN:Person \(index)\r\n"
      text += "N:N\(index);Person;;;\r\nEMAIL:p\(index)@example.com\r\nEND:VCARD\r\n"
    }
    try Data(text.utf8).write(to: url)
  }

  @Test func killNineDuringAnImportLeavesNoneOfItsContacts() async throws {
    try await withTemporaryDirectory { folder in
      let vcf = folder.appendingPathComponent("many.vcf")
      let database = folder.appendingPathComponent("contacts.sqlite").path
      try file(at: vcf)
      let process = Process()
      process.executableURL = try contactsExecutable()
      process.arguments = ["import", vcf.path, "--database", database]
      process.standardOutput = FileHandle.nullDevice
      process.standardError = FileHandle.nullDevice
      try process.run()
      // Wait until the transaction has spilled pages into the WAL: rows are on disk, uncommitted.
      // A blocking sleep: with other tests blocking the cooperative threads, a `Task.sleep`
      // could wake only once the import is over.
      let clock = ContinuousClock()
      let deadline = clock.now + .seconds(120)
      while process.isRunning, clock.now < deadline, walBytes(database) < 1 << 20 {
        usleep(10_000)
      }
      let wasRunning = process.isRunning
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      #expect(wasRunning, "the import ended before it could be killed: make the file larger")
      #expect(process.terminationReason == .uncaughtSignal)
      let again = try runChildProcess(
        try contactsExecutable(), ["import", "--dry-run", vcf.path, "--database", database])
      #expect(again.status == 0)
      #expect(
        again.standardOutput.hasPrefix("Would add \(Self.cards), update 0, leave 0 unchanged"))
    }
  }

  private func walBytes(_ database: String) -> Int {
    let attributes = try? FileManager.default.attributesOfItem(atPath: database + "-wal")
    return (attributes?[.size] as? NSNumber)?.intValue ?? 0
  }
}
