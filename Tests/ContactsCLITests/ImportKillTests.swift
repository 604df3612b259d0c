import ContactsTestSupport
import Foundation
import Testing

#if os(Linux)  // The writes are watched with inotify, which is Linux's.
  import Glibc

  /// A real `contacts import` killed while it writes leaves nothing of the file behind: the import
  /// is one transaction however it reads the file.
  @Suite("An import killed halfway", .tags(.slow))
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
        // Told of every write in the folder.
        let writes = try FolderWrites(folder)
        defer { writes.stop() }
        let process = try ChildProcess(
          BuiltProducts.contacts, ["import", vcf.path, "--database", database])
        // Wait until the transaction has spilled pages into the WAL: rows are on disk, uncommitted.
        while walBytes(database) < 1 << 20, process.isRunning { try writes.waitForWrite() }
        let wasRunning = process.isRunning
        process.kill()
        #expect(wasRunning, "the import ended before it could be killed: make the file larger")
        #expect(process.wasKilledBySignal, "\(process.output)")
        let again = try ChildProcess.run(
          try BuiltProducts.contacts, ["import", "--dry-run", vcf.path, "--database", database])
        #expect(again.status == 0)
        #expect(
          again.standardOutput == "Would add 60,000 contacts.\n")
      }
    }

    private func walBytes(_ database: String) -> Int {
      let attributes = try? FileManager.default.attributesOfItem(atPath: database + "-wal")
      return (attributes?[.size] as? NSNumber)?.intValue ?? 0
    }
  }

  /// The writes to the files of a folder, from inotify: a test waits for the next one instead of
  /// polling.
  private final class FolderWrites {
    private let descriptor: Int32
    /// Seconds waited in a row without a write.
    private var silentSeconds = 0

    init(_ folder: URL) throws {
      descriptor = inotify_init1(Int32(IN_CLOEXEC))
      guard descriptor >= 0,
        inotify_add_watch(descriptor, folder.path, UInt32(IN_MODIFY) | UInt32(IN_CREATE)) >= 0
      else { throw CocoaError(.fileReadUnknown) }
    }

    /// Waits for the next write in the folder, or a second without one (the caller then looks
    /// whether the writer still runs); fails after 300 s without a write (a loaded machine
    /// parses for a while before the first).
    func waitForWrite() throws {
      var watched = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
      let answer = poll(&watched, 1, 1000)
      if answer == 0 {
        silentSeconds += 1
        guard silentSeconds < 300 else {
          throw ChildProcess.Failure(description: "no write in the folder for 300 s")
        }
        return
      }
      silentSeconds = 0
      var events = [UInt8](repeating: 0, count: 4096)
      if answer > 0 { _ = read(descriptor, &events, events.count) }
    }

    func stop() {
      close(descriptor)
    }
  }
#endif
