import ContactsTestSupport
import Foundation
import Testing

#if os(Linux)  // The backup's arrival is watched with inotify, which is Linux's.
  import Glibc

  /// The daily backup, end to end: the first `contacts add` of a day starts it, and it lands in
  /// `backups` beside the database once the command has ended.
  @Suite("The daily automatic backup", .tags(.slow))
  struct DailyBackupTests {
    @Test(.timeLimit(.minutes(2)))
    func theFirstWritingCommandOfADayLeavesTodaysBackupBesideTheBook() async throws {
      try await withTemporaryDirectory { folder in
        let database = folder.appendingPathComponent("contacts.sqlite").path
        let backups = folder.appendingPathComponent("backups")
        try FileManager.default.createDirectory(at: backups, withIntermediateDirectories: true)
        let watcher = inotify_init1(Int32(IN_CLOEXEC))
        #expect(inotify_add_watch(watcher, backups.path, UInt32(IN_CREATE)) >= 0)
        defer { close(watcher) }
        var environment = ProcessInfo.processInfo.environment
        environment["CONTACTS_DAILY_BACKUP"] = "on"
        let added = try await ChildProcess(
          try BuiltProducts.contacts,
          ["add", "--first-name", "Ada", "--last-name", "Lovelace", "--database", database],
          environment: environment
        ).result()
        #expect(added.status == 0)
        // Wait (on a thread of its own) until a daily backup's name appears in the folder.
        let name = await Task.detached { Self.nextDailyName(watcher) }.value
        let today = DateFormatter()
        today.timeZone = TimeZone(identifier: "UTC")
        today.dateFormat = "yyyy-MM-dd"
        #expect(name == "contacts-\(today.string(from: Date())).sqlite")
        let listed = try await ChildProcess(
          try BuiltProducts.contacts,
          ["list", "--database", backups.appendingPathComponent(name).path]
        ).result()
        #expect(listed.standardOutput == "Ada Lovelace\n")
      }
    }

    /// The name of the next file created in the watched folder that is not a temporary one.
    private static func nextDailyName(_ watcher: Int32) -> String {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = read(watcher, &buffer, buffer.count)
        var offset = 0
        while offset < count {
          let length = buffer.withUnsafeBytes {
            Int($0.load(fromByteOffset: offset + 12, as: UInt32.self))
          }
          let name = String(
            decoding: buffer[(offset + 16)..<(offset + 16 + length)].prefix { $0 != 0 },
            as: UTF8.self)
          if name.hasPrefix("contacts-") { return name }
          offset += 16 + length
        }
      }
    }
  }
#endif
