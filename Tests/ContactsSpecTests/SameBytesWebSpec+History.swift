import Foundation
import Testing

extension SameBytesWebSpec {
  /// History, revert and rewind: the details page's history line, the History page, a version,
  /// a missing one, Revert and its Undo offer; Rewind's page, a refused time, the dry run to
  /// the time of an edit, the rewind and its Undo.
  func historyAndRewind(_ web: TwoBuildsWeb) async throws {
    let token = TwoBuildsWeb.token
    // The edits start a second of their own: the whole second the History page shows for the
    // first is after every earlier change (the deletion and its undo just before).
    web.startNextSecond()
    try await web.post(
      "contacts/1/edit", "csrf=\(token)&firstName=Hugo&lastName=History&action=done")
    try await web.post(
      "contacts/1/edit",
      "csrf=\(token)&firstName=Hugo&lastName=Again&phoneLabel=home"
        + "&phone=555+0100&action=done")
    let details = try await web.get("contacts/1")
    #expect(details.body.contains("see earlier versions"))
    let history = try await web.get("contacts/1/history")
    try await web.get("contacts/1/history/1")
    try await web.get("contacts/1/history/99")
    try await web.post("contacts/1/history/1/revert", "csrf=\(token)")
    let reverted = try await web.get("contacts/1?edited=1")
    let change = try #require(reverted.body.firstMatch(of: /name="change" value="(\d+)"/))
    try await web.post("undo", "csrf=\(token)&change=\(change.output.1)")
    try await web.get("rewind")
    try await web.get("rewind?to=yesterday")
    try await web.get("rewind?to=2999-01-01+00%3A00")
    // Back to the instant of the first of the two edits: the version it replaced is second.
    let instants = history.body.matches(of: /datetime="([^"]+)"/).map { String($0.output.1) }
    #expect(instants.count >= 2)
    let first = instants[1].replacing(":", with: "%3A")
    let plan = try await web.get("rewind?to=\(first)")
    let exact = try #require(plan.body.firstMatch(of: /name="to" value="([^"]+)"/)?.output.1)
    let done = try await web.post(
      "rewind", "csrf=\(token)&to=\(exact.replacing(":", with: "%3A"))")
    #expect(done.body.contains(" changed since w"))
    let rewound = try #require(done.body.firstMatch(of: /name="change" value="(\d+)"/))
    try await web.post("undo", "csrf=\(token)&change=\(rewound.output.1)")
    try await web.get("contacts/1")
  }
}
