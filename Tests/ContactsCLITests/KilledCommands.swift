import ContactsTestSupport
import Foundation

/// Runs the built `contacts` with `arguments` on the book at `database`, in this process's
/// environment with `extra` added (`CONTACTS_KILL_AT`, for a test that kills it halfway).
func runContacts(_ arguments: [String], on database: String, adding extra: [String: String])
  async throws -> ChildProcessResult
{
  try await ChildProcess(
    try BuiltProducts.contacts, arguments + ["--database", database],
    environment: ProcessInfo.processInfo.environment.merging(extra) { $1 }
  ).result()
}

/// Writes `count` small cards with UIDs `prefix`0… and `note`, as one vCard file at `url`.
func writeCards(
  _ prefix: String, _ count: Int, note: String = String(repeating: "x", count: 200), at url: URL
) throws {
  var text = ""
  for index in 0..<count {
    text += "BEGIN:VCARD\r\nVERSION:4.0\r\nUID:\(prefix)\(index)\r\nFN:Person \(index)\r\n"
    text += "N:\(prefix)\(index);Person;;;\r\nNOTE:\(note)\r\nEND:VCARD\r\n"
  }
  try Data(text.utf8).write(to: url)
}
