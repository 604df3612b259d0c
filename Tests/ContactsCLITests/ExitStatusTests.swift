import ContactsDomain
import ContactsPresentation
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

/// Each kind of failure exits with its own status, as `contacts --help` lists them, so a script
/// tells a typo from a refused name, a locked database or a full disk.
@Suite("Exit statuses by kind")
struct ExitStatusTests {
  /// Runs `arguments` with `--database` in `folder` added, and returns the status and the
  /// first line of standard error.
  private func run(_ arguments: [String], in folder: URL) throws -> (Int32, String) {
    let path = folder.appendingPathComponent("contacts.sqlite").path
    let result = try runContacts(arguments + ["--database", path], home: folder)
    let line = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
    return (result.status, line)
  }

  @Test func eachKindOfFailureOfTheExecutableExitsWithItsStatus() async throws {
    try await withTemporaryDirectory { folder in
      let missing = folder.appendingPathComponent("missing.vcf").path
      let malformed = try TransferFiles.write(TransferFiles.malformed, "bad.vcf", in: folder)
      // Each line: what is run, then the status and the start of its sentence.
      let cases: [([String], Int32, String)] = [
        (["list"], 74, "Error: cannot open the database at"),
        (addArguments("Ada Lovelace"), 0, ""),
        (["list", "--bogus"], 64, "Error: Unknown option '--bogus'"),
        (["delete", "1"], 64, "Error: Not deleting without confirmation"),
        (["add", "--first-name", "Ada", "--last-name", " "], 65, "Error: A contact must have"),
        (["show", "99"], 65, "Error: Could not load the contact: there is no contact"),
        (["import", missing], 74, "Error: Cannot read \(missing): there is no such file"),
        (["import", "--strict", malformed], 65, "Error: Could not import contacts: \(malformed)"),
        (["import", malformed], 2, ""),
      ]
      for (arguments, status, sentence) in cases {
        let (exited, line) = try run(arguments, in: folder)
        #expect(exited == status, "\(arguments): \(line)")
        #expect(line.hasPrefix(sentence), "\(arguments)")
      }
    }
  }

  @Test func addingASyncAccountThatCannotBeReachedExitsByKind() async throws {
    try await withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("contacts.sqlite").path
      let add = [
        "sync", "add-account", "home", "--url", "http://127.0.0.1:1/", "--username", "ada",
        "--database", path,
      ]
      // No password anywhere (no terminal, no variable, no ~/.netrc): the setup is refused.
      let refused = try runContacts(add, home: folder)
      #expect(refused.status == 65, "\(refused.standardError)")
      #expect(refused.standardError.hasPrefix("Error: No password for ada at 127.0.0.1"))
      // With a password, nothing listens on port 1: the server is unavailable.
      let unreachable = try runContacts(add, home: folder, ["CONTACTS_SYNC_PASSWORD": "secret"])
      #expect(unreachable.status == 69, "\(unreachable.standardError)")
      #expect(!unreachable.standardError.contains("secret"))
    }
  }

  @Test func theHelpListsTheStatuses() async throws {
    try await withTemporaryDirectory { folder in
      let help = try runContacts(["--help"], home: folder).standardOutput
      let words = help.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      for status in ["0 done;", "2 done,", "64 a wrong", "65 data", "69 unavailable", "74 a file"] {
        #expect(words.contains(status), "\(status)")
      }
    }
  }

  @Test func theAppsFailuresMapToTheirKinds() {
    #expect(ExitStatus(AppFailure.refused(.missingName)) == .data)
    #expect(ExitStatus(AppFailure.notFound(7, message: "")) == .data)
    #expect(ExitStatus(AppFailure.storeFailed(.locked, message: "")) == .unavailable)
    #expect(ExitStatus(AppFailure.storeFailed(.diskFull, message: "")) == .io)
    #expect(ExitStatus(AppFailure.storeFailed(.notADatabase(path: "x"), message: "")) == .data)
    #expect(ExitStatus(AppFailure.fileFailed(.access, message: "")) == .io)
    #expect(ExitStatus(AppFailure.fileFailed(.content, message: "")) == .data)
    #expect(ExitStatus(AppFailure.syncFailed(.unreachable, message: "")) == .unavailable)
    #expect(ExitStatus(AppFailure.syncFailed(.noAccount, message: "")) == .data)
    #expect(ExitStatus(AppFailure.unexpected(message: "")) == .failure)
    #expect(ExitStatus(AppFailure.unanswered) == .failure)
  }

  @Test func aFailureOfTheAppKeepsItsKindThroughTheCommand() async throws {
    let failure = await #expect(throws: CommandFailure.self) {
      try await CommandFailure.rethrowing { throw AppFailure.storeFailed(.locked, message: "busy") }
    }
    #expect(failure == CommandFailure("busy", status: .unavailable))
  }
}
