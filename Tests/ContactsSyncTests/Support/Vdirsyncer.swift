import ContactsTestSupport
import Foundation
import Testing

/// vdirsyncer 0.21 as a second device: a folder of `.vcf` files paired with the address book.
struct Vdirsyncer {
  let folder: URL
  private let config: URL

  /// A device for `bookURL`, its files in a folder under `root`.
  init(bookURL: String, root: URL) throws {
    folder = root.appendingPathComponent("vdir")
    config = root.appendingPathComponent("vdirsyncer.conf")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let password = root.appendingPathComponent("password")
    try Data(Radicale.password.utf8).write(to: password)
    let text = VdirsyncerConfig.text(
      statusFolder: root.appendingPathComponent("status"), vcardFolder: folder, bookURL: bookURL,
      username: Radicale.username, passwordFile: password)
    try Data(text.utf8).write(to: config)
  }

  /// Runs `vdirsyncer discover` then `sync`, failing the test when either fails.
  func sync() throws {
    for command in [["discover", "contacts"], ["sync"]] {
      let result = try ChildProcess.run(
        Peers.program("vdirsyncer"), ["-c", config.path] + command, standardInput: Data())
      #expect(result.status == 0, "vdirsyncer \(command[0]): \(result.standardError)")
    }
  }

  /// The files' texts, by UID.
  func cards() throws -> [String: String] {
    var cards: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      cards[SyncHarness.uid(of: text)] = text
    }
    return cards
  }

  /// The file of the card `uid`.
  func file(of uid: String) throws -> URL {
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let url = folder.appendingPathComponent(name)
      if SyncHarness.uid(of: try String(contentsOf: url, encoding: .utf8)) == uid { return url }
    }
    throw PeerFailure(description: "vdirsyncer has no card \(uid)")
  }
}
