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
        // Told of every write in the folder, and of the import's end by its output closing.
        let writes = try FolderWrites(folder)
        defer { writes.stop() }
        let output = Pipe()
        let process = Process()
        process.executableURL = try contactsExecutable()
        process.arguments = ["import", vcf.path, "--database", database]
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until the transaction has spilled pages into the WAL: rows are on disk, uncommitted.
        while walBytes(database) < 1 << 20, writes.waitForWrite(orEndOf: output) {}
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

  /// The writes to the files of a folder, from inotify: a test waits for the next one instead of
  /// polling.
  private final class FolderWrites {
    private let descriptor: Int32

    init(_ folder: URL) throws {
      descriptor = inotify_init1(Int32(IN_CLOEXEC))
      guard descriptor >= 0,
        inotify_add_watch(descriptor, folder.path, UInt32(IN_MODIFY) | UInt32(IN_CREATE)) >= 0
      else { throw CocoaError(.fileReadUnknown) }
    }

    /// Waits for the next write in the folder (true) or for `output` to close as its writer ends
    /// (false).
    func waitForWrite(orEndOf output: Pipe) -> Bool {
      var watched = [
        pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: output.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      while poll(&watched, 2, -1) < 0 {}
      if watched[1].revents != 0 { return false }
      var events = [UInt8](repeating: 0, count: 4096)
      _ = read(descriptor, &events, events.count)
      return true
    }

    func stop() {
      close(descriptor)
    }
  }
#endif
