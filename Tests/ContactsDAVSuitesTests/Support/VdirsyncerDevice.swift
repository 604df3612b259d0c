import ContactsTestSupport
import Foundation
import Testing

/// vdirsyncer 0.21 as a two-way client: a folder of `.vcf` files (a `filesystem` storage) paired
/// with one address book of the server under test.
struct VdirsyncerDevice {
  let folder: URL
  private let config: URL

  /// A device for `bookURL` on `server`, its files and state in `root`.
  init(bookURL: String, server: RunningServer, root: URL) throws {
    folder = root.appendingPathComponent("vcards")
    config = root.appendingPathComponent("vdirsyncer.conf")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let password = root.appendingPathComponent("password")
    try Data(server.password.utf8).write(to: password)
    let text = VdirsyncerConfig.text(
      statusFolder: root.appendingPathComponent("status"), vcardFolder: folder, bookURL: bookURL,
      username: server.username, passwordFile: password)
    try Data(text.utf8).write(to: config)
  }

  /// Runs `vdirsyncer discover` then `sync`, throwing when either fails.
  func sync() async throws {
    for command in [["discover", "contacts"], ["sync"]] {
      let result = try await ChildProcess(
        Peers.program("vdirsyncer"), ["-c", config.path] + command, standardInput: Data()
      ).result()
      guard result.status == 0 else {
        throw PeerFailure(
          description: "vdirsyncer \(command[0]) ended \(result.status): \(result.standardError)")
      }
    }
  }

  /// Writes a card file `name`.
  func write(_ text: String, named name: String) throws {
    try Data(text.utf8).write(to: folder.appendingPathComponent(name))
  }

  /// The files' texts, by the cards' UIDs.
  func cards() throws -> [String: String] {
    var cards: [String: String] = [:]
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      cards[Card.uid(of: text)] = text
    }
    return cards
  }

  /// Replaces the file of the card `uid` with `text`.
  func replace(uid: String, with text: String) throws {
    for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
      let url = folder.appendingPathComponent(name)
      if Card.uid(of: try String(contentsOf: url, encoding: .utf8)) == uid {
        try Data(text.utf8).write(to: url)
        return
      }
    }
    throw PeerFailure(description: "the folder has no card \(uid)")
  }
}
