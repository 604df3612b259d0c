import ArgumentParser
import ContactsBuilds
import ContactsDomain
import ContactsRoot
import ContactsStore
import Foundation
import Testing

@testable import ContactsCLI

@Suite("The import's progress bar")
struct ProgressBarTests {
  @Test func onATerminalItRedrawsInPlaceOnlyWhenTheLineChangesThenClearsIt() {
    var written: [String] = []
    let bar = ProgressBar(isTerminal: true) { written.append($0) }
    bar.show(ImportProgress(done: 1000, total: 4000))
    bar.show(ImportProgress(done: 1000, total: 4000))
    bar.show(ImportProgress(done: 4000, total: 4000))
    bar.finish()
    bar.finish()
    #expect(
      written == [
        "\r[#######-----------------------] 25% 1,000 of 4,000 contacts",
        "\r[##############################] 100% 4,000 of 4,000 contacts",
        "\r\u{1B}[K",
      ])
  }

  @Test func elsewhereItDrawsNothing() {
    var written: [String] = []
    let bar = ProgressBar(isTerminal: false) { written.append($0) }
    bar.show(ImportProgress(done: 1, total: 2))
    bar.finish()
    #expect(written == [])
  }

  @Test(arguments: Architecture.allCases)
  func anImportDrawsItsProgressThenClearsItBeforeTheSummary(architecture: Architecture)
    async throws
  {
    let command = try #require(
      try ContactsCommand.parseAsRoot(["import", "-", "--architecture", architecture.rawValue])
        as? ImportCommand)
    var written: [String] = []
    let text = try await command.output(
      root: AppRoot(contacts: ContactDatabase.inMemory()),
      standardInput: { .data(Data(TransferFiles.friends.utf8)) },
      progressBar: ProgressBar(isTerminal: true) { written.append($0) })
    #expect(written == ["\r[##############################] 100% 2 of 2 contacts", "\r\u{1B}[K"])
    #expect(text.hasPrefix("Added 2 contacts, skipped 1 card:\n"))
  }
}
