import ArgumentParser
import ContactsBuilds
import ContactsDomain
import ContactsRoot
import ContactsStore
import Foundation
import Testing

@testable import ContactsCLI

/// Parses `arguments` as the `contacts` tool would and returns what the command prints,
/// over `repository` instead of the file the options name.
func output(_ arguments: [String], on repository: any ContactRepository) async throws -> String {
  let command = try ContactsCommand.parseAsRoot(arguments)
  guard let command = command as? any RootCommand else {
    Issue.record("\(arguments) parsed as \(type(of: command)), not a contacts command")
    return ""
  }
  return try await command.output(root: AppRoot(contacts: repository))
}

/// The arguments of `contacts add` for a "First Last" full name.
func addArguments(_ fullName: String, _ extra: String...) -> [String] {
  let parts = fullName.split(separator: " ", maxSplits: 1).map(String.init)
  return ["add", "--first-name", parts[0], "--last-name", parts[1]] + extra
}

/// The article's four names, in the order a person might type them and as the app shows them.
let typingOrder = ["Zoe Adams", "émile zola", "adam smith", "Ángel Díaz"]
let appOrder = ["adam smith", "Ángel Díaz", "émile zola", "Zoe Adams"]

/// What each build prints for `commands` run in turn on a fresh database of its own: "out: …" or
/// "error: …" per command, by architecture name.
func transcriptsOfBothBuilds(_ commands: [[String]]) async throws -> [String: [String]] {
  var transcripts: [String: [String]] = [:]
  for architecture in Architecture.allCases.map(\.rawValue) {
    let store = try ContactDatabase.inMemory()
    for command in commands {
      let line: String
      do {
        line = "out: " + (try await output(command + ["--architecture", architecture], on: store))
      } catch {
        line = "error: \(error)"
      }
      transcripts[architecture, default: []].append(line)
    }
  }
  return transcripts
}

/// The root a command opens over `store`: every port of the database.
func root(_ store: ContactDatabase) -> AppRoot {
  AppRoot(store: store, ledger: store.ledger)
}
