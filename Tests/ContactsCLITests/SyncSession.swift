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
  return try runChildProcess(
    contactsExecutable(), arguments, environment: environment.merging(extra) { $1 })
}
