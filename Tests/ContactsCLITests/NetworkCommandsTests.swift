import ArgumentParser
import ContactsNetworkCLI
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

/// `serve` and `sync` run in `contacts-network`, which `contacts` runs in its own place.
@Suite("contacts serve and sync, run by contacts-network", .tags(.slow))
struct NetworkCommandsTests {
  @Test func theHelpListsServeAndSyncAndTheirOwnHelpComesFromTheirExecutable() async throws {
    try await withTemporaryDirectory { folder in
      let help = try runContacts(["--help"], home: folder)
      #expect(help.status == 0)
      #expect(
        help.standardOutput.contains("serve                   Serve the app to a web browser"))
      #expect(help.standardOutput.contains("sync                    Sync the address book"))
      for arguments in [["serve", "--help"], ["help", "serve"]] {
        let serve = try runContacts(arguments, home: folder)
        #expect(serve.status == 0, "\(arguments)")
        #expect(
          serve.standardOutput.contains("USAGE: contacts serve [--host <host>]"), "\(arguments)")
      }
      let sync = try runContacts(["sync", "status", "--help"], home: folder)
      #expect(sync.standardOutput.contains("USAGE: contacts sync status"))
    }
  }

  @Test func contactsListsTheCommandsContactsNetworkRunsByTheirNamesAndAbstracts() {
    let describe = { (command: any ParsableCommand.Type) in
      "\(command.configuration.commandName ?? "") \(command.configuration.abstract)"
    }
    #expect(
      NetworkCommands.entries.map(describe)
        == NetworkCommand.networkCommands.map(describe))
  }

  @Test func aRefusalOfServeKeepsItsWordsAndExitStatus() async throws {
    try await withTemporaryDirectory { folder in
      let refused = try runContacts(["serve", "--port", "70000"], home: folder)
      #expect(refused.status == 64)
      #expect(refused.standardError.hasPrefix("Error: --port must be 0 to 65535."))
      let unknown = try runContacts(["sync", "frobnicate", "--bogus"], home: folder)
      #expect(unknown.status == 64)
      #expect(unknown.standardError.contains("Unknown option '--bogus'"))
    }
  }

  /// The sentence `contacts serve` and `sync` print when `contacts-network` is not beside
  /// `contacts` in `folder`.
  private func missingSentence(_ folder: URL) -> String {
    "Error: contacts-network is missing beside \(folder.appendingPathComponent("contacts").path): "
      + "serve and sync run in it. In the package, `swift build` builds both executables; "
      + "installed, copy contacts-network into the folder that holds contacts\n"
  }

  @Test func withoutContactsNetworkBesideItServeSaysHowToBuildOrInstallIt() async throws {
    try await withTemporaryDirectory { folder in
      let alone = folder.appendingPathComponent("contacts")
      try BuiltProducts.placeContacts(at: alone)
      for command in [["serve"], ["sync"], ["help", "sync"]] {
        let result = try ChildProcess.run(alone, command, environment: ["HOME": folder.path])
        #expect(result.status == 69, "\(command)")
        #expect(result.standardError == missingSentence(folder), "\(command)")
      }
      #expect(try ChildProcess.run(alone, ["--help"], environment: [:]).status == 0)
    }
  }

  @Test func inAPackagesBuildFolderNothingIsBuiltAtRunTime() async throws {
    try await withTemporaryDirectory { package in
      // A package whose build would fail at once, and a build folder holding `contacts` alone.
      try Data("this is not a manifest\n".utf8).write(
        to: package.appendingPathComponent("Package.swift"))
      let folder = package.appendingPathComponent(".build/debug")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let alone = folder.appendingPathComponent("contacts")
      try BuiltProducts.placeContacts(at: alone)
      let result = try ChildProcess.run(
        alone, ["serve"], environment: ["HOME": package.path, "PATH": "/usr/bin:/bin"])
      #expect(result.status == 69)
      #expect(result.standardError == missingSentence(folder))
      #expect(!result.standardError.contains("Building"))
    }
  }
}
