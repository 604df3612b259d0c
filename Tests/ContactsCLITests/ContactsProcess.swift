import ContactsTestSupport
import Foundation
import Testing

/// The built `contacts`, run as a user would: HOME set to `home`, no database variable unless
/// `extra` sets one.
func runContacts(
  _ arguments: [String], home: URL, _ extra: [String: String] = [:], standardInput: Data? = nil
) throws -> ChildProcessResult {
  var environment = ProcessInfo.processInfo.environment
  environment["CONTACTS_DATABASE"] = nil
  environment["XDG_DATA_HOME"] = nil
  environment["HOME"] = home.path
  return try ChildProcess.run(
    BuiltProducts.contacts, arguments, environment: environment.merging(extra) { $1 },
    standardInput: standardInput)
}

/// Runs `script` with `sh` in a user namespace of its own, where it may mount a small tmpfs to
/// stand in for a full disk or a read-only file system; `$CONTACTS` is the built executable.
func runInOwnMountNamespace(_ script: String, home: URL) throws -> ChildProcessResult {
  try ChildProcess.run(
    URL(fileURLWithPath: "/usr/bin/unshare"), ["-rm", "sh", "-c", script],
    environment: [
      "CONTACTS": try BuiltProducts.contacts.path, "HOME": home.path, "PATH": "/usr/bin:/bin",
    ])
}
