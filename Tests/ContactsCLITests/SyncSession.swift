import ContactsTestSupport
import Foundation

/// Runs `contacts` as a person syncing would: the database in `folder`, HOME there (so its
/// `~/.netrc`), no password in the environment unless `extra` sets one.
func runSyncingContacts(
  _ arguments: [String], in folder: URL, _ extra: [String: String] = [:]
) throws -> ChildProcessResult {
  var environment = ProcessInfo.processInfo.environment
  environment["CONTACTS_DATABASE"] = folder.appendingPathComponent("contacts.sqlite").path
  environment["HOME"] = folder.path
  environment["CONTACTS_SYNC_PASSWORD"] = nil
  return try ChildProcess.run(
    BuiltProducts.contacts, arguments, environment: environment.merging(extra) { $1 })
}

/// Ada Lovelace's card with `note`, as another device writes it.
func adaCard(note: String) -> String {
  "BEGIN:VCARD\r\nVERSION:3.0\r\nUID:ada\r\nFN:Ada Lovelace\r\nN:Lovelace;Ada;;;\r\n"
    + "NOTE:\(note)\r\nEND:VCARD\r\n"
}
