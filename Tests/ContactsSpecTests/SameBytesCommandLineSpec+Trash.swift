import ContactsTestSupport
import Foundation
import Testing

extension SameBytesCommandLineSpec {
  /// Recently deleted and undo: a delete and an edit undone, an undo refused, the trash
  /// listed, restored from and emptied, and its keeping time changed.
  func trashAndUndo(_ cli: TwoBuildsCommandLine) async throws {
    let added = try await cli.compare([
      "add", "--first-name", "Tess", "--last-name", "Trash", "--add-to-group", "Bin", "--json",
    ])
    let json = try JSONSerialization.jsonObject(with: Data(added.standardOutput.utf8))
    let id = "\(try #require((json as? [String: Any])?["id"] as? Int))"
    try await cli.compare(["delete", id, "--yes"])
    try await cli.compare(["deleted"])
    try await cli.compare(["deleted", "--json"])
    try await cli.compare(["undo"])
    try await cli.compare(["undo"])
    try await cli.compare(["edit", id, "--last-name", "Kept"])
    try await cli.compare(["undo"])
    try await cli.compare(["edit", id, "--last-name", "Kept"])
    try await cli.compare(["edit", id, "--note", "a second edit"])
    try await cli.compare(["undo"])
    try await cli.compare(["show", id])
    try await cli.compare(["delete", "tess kept", "--yes"])
    try await cli.compare(["restore", id, "99"])
    try await cli.compare(["groups"])
    try await cli.compare(["delete", id, "--forever", "--yes"])
    try await cli.compare(["deleted", "--keep-deleted", "7"])
    try await cli.compare(["deleted", "--keep-deleted", "0"])
  }
}
