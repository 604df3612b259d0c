import ContactsTestSupport
import Foundation
import Testing

extension SameBytesCommandLineSpec {
  /// History, revert and rewind: a contact's versions listed (as text and JSON), one brought
  /// back and the revert undone, bad versions and times refused, and the book rewound to the
  /// time of an edit (a dry run first), then the rewind undone.
  func historyAndRewind(_ cli: TwoBuildsCommandLine) async throws {
    let added = try await cli.compare([
      "add", "--first-name", "Hugo", "--last-name", "History", "--json",
    ])
    let json = try JSONSerialization.jsonObject(with: Data(added.standardOutput.utf8))
    let id = "\(try #require((json as? [String: Any])?["id"] as? Int))"
    try await cli.compare(["history", id])
    try await cli.compare(["edit", id, "--last-name", "Changed"])
    try await cli.compare(["edit", id, "--add-phone", "home=555 0100", "--note", "later"])
    try await cli.compare(["show", id])
    try await cli.compare(["history", id])
    let versions = try await cli.compare(["history", id, "--json"])
    #expect(versions.standardOutput.contains("\"replacedBy\" : \"edit\""))
    try await cli.compare(["revert", id, "--to", "1", "--json"])
    let undone = try await cli.compare(["undo", "--json"])
    #expect(undone.standardOutput.contains("\"kind\" : \"revert\""))
    try await cli.compare(["revert", id, "--to", "1"])
    try await cli.compare(["history", id, "--limit", "1"])
    try await cli.compare(["undo"])
    try await cli.compare(["show", id])
    let missing = try await cli.compare(["revert", id, "--to", "99"])
    #expect(missing.standardError.contains(" has no version 99; its versions are 1–"))
    try await cli.compare(["revert", "99999", "--to", "1"])
    try await cli.compare(["revert", id, "--to", "0"])
    try await cli.compare(["history", "99999"])
    try await cli.compare(["rewind", "--to", "yesterday"])
    try await cli.compare(["rewind", "--to", "2999-01-01 00:00"])
    // Back to when the first edit happened: the edits are taken back.
    let edited = try await cli.compare(["history", id, "--json"])
    let oldest = try #require(edited.standardOutput.matches(of: /"replacedAt" : "([^"]+)"/).last)
    let time = String(oldest.output.1)
    try await cli.compare(["rewind", "--to", time])
    try await cli.compare(["rewind", "--to", time, "--json"])
    try await cli.compare(["rewind", "--to", time, "--yes"])
    try await cli.compare(["show", id])
    try await cli.compare(["undo"])
    try await cli.compare(["show", id])
  }
}
