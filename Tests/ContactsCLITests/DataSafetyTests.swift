import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "Nothing lost: the executable never writes over its database and reads what it cannot write",
  .tags(.slow))
struct DataSafetyTests {
  /// `x.sqlite` in `folder`, with Ada Lovelace added by the executable.
  private func addressBookWithAda(in folder: URL) throws -> String {
    let path = folder.appendingPathComponent("x.sqlite").path
    let added = try runContacts(addArguments("Ada Lovelace", "--database", path), home: folder)
    #expect(added.status == 0)
    return path
  }

  @Test func exportRefusesToWriteOverTheDatabaseByAnyPath() async throws {
    try await withTemporaryDirectory { folder in
      let fileManager = FileManager.default
      let path = try addressBookWithAda(in: folder)
      try fileManager.createDirectory(
        at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
      try fileManager.createSymbolicLink(
        atPath: folder.appendingPathComponent("link.vcf").path, withDestinationPath: path)
      try fileManager.linkItem(
        atPath: path, toPath: folder.appendingPathComponent("hard.vcf").path)
      let outputs = [
        path, folder.appendingPathComponent("link.vcf").path,
        folder.appendingPathComponent("sub/../x.sqlite").path,
        folder.appendingPathComponent("hard.vcf").path, path + "-wal", path + "-shm",
        folder.appendingPathComponent("sub/../x.sqlite-wal").path,
      ]
      for output in outputs {
        let result = try runContacts(
          ["export", "--output", output, "--database", path], home: folder)
        #expect(result.status == 64, "\(output)")
        #expect(
          result.standardError
            == "Error: refusing to write to \(output): it is the address book's own database "
            + "file; choose another file\n")
      }
      let listed = try runContacts(["list", "--database", path], home: folder)
      #expect(listed.standardOutput == "Ada Lovelace\n")
    }
  }

  @Test func aHundredProcessesAddingToANewFileAtOnceAllSucceed() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("new.sqlite").path
      let processes = try (0..<100).map { number in
        try ChildProcess(
          BuiltProducts.contacts,
          ["add", "--first-name", "P\(number)", "--last-name", "X", "--database", path],
          environment: ["HOME": folder.path])
      }
      var failed: [String] = []
      for process in processes where try await process.exitStatus() != 0 {
        failed.append(process.output)
      }
      #expect(failed.isEmpty, "\(failed.count) of 100 failed: \(failed.first ?? "")")
      let listed = try runContacts(["list", "--database", path], home: folder)
      #expect(listed.standardOutput.split(separator: "\n").count == 100)
    }
  }

  @Test func readingCommandsWorkOnAReadOnlyFileSystem() async throws {
    try await withTemporaryDirectory { folder in
      let path = try addressBookWithAda(in: folder)
      let mount = folder.appendingPathComponent("ro").path
      let out = folder.appendingPathComponent("rescued.vcf").path
      let result = try runInOwnMountNamespace(
        """
        set -e
        mkdir -p \(mount) && mount -t tmpfs -o size=1m tmpfs \(mount) && cp \(path) \(mount)/
        mount -o remount,ro \(mount)
        "$CONTACTS" list --database \(mount)/x.sqlite
        "$CONTACTS" search ada --database \(mount)/x.sqlite
        "$CONTACTS" show 1 --database \(mount)/x.sqlite
        "$CONTACTS" export --output \(out) --database \(mount)/x.sqlite
        "$CONTACTS" add --first-name Alan --last-name Turing --database \(mount)/x.sqlite || true
        """, home: folder)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardOutput == "Ada Lovelace\nAda Lovelace\nAda Lovelace\n")
      #expect(try String(contentsOfFile: out, encoding: .utf8).contains("FN:Ada Lovelace\r\n"))
      #expect(result.standardError.contains("Exported 1 contact to \(out)."))
      #expect(result.standardError.contains("Error: the database file is read-only"))
    }
  }

  @Test func readingCommandsWorkOnAFullDiskAndWritesSayTheDiskIsFull() async throws {
    try await withTemporaryDirectory { folder in
      let path = try addressBookWithAda(in: folder)
      let mount = folder.appendingPathComponent("full").path
      let out = folder.appendingPathComponent("rescued.vcf").path
      let result = try runInOwnMountNamespace(
        """
        mkdir -p \(mount) && mount -t tmpfs -o size=512k tmpfs \(mount) && cp \(path) \(mount)/
        dd if=/dev/zero of=\(mount)/filler bs=4k 2>/dev/null
        "$CONTACTS" list --database \(mount)/x.sqlite || exit 10
        "$CONTACTS" export --output \(out) --database \(mount)/x.sqlite || exit 11
        "$CONTACTS" add --first-name Alan --last-name Turing --database \(mount)/x.sqlite
        echo "add: $?"
        """, home: folder)
      #expect(result.status == 0, "\(result.standardError)")
      #expect(result.standardOutput == "Ada Lovelace\nadd: 74\n")
      #expect(try String(contentsOfFile: out, encoding: .utf8).contains("FN:Ada Lovelace\r\n"))
      #expect(result.standardError.contains("the disk is full"), "\(result.standardError)")
    }
  }
}
