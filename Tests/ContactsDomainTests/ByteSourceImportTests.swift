import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

/// The domain imports through its `ByteSource` port alone: no file, no disk (issue 22, item 4).
@Suite("Import through a byte source")
struct ByteSourceImportTests {
  @Test func filesHandedOutAFewBytesAtATimeAreImportedWhole() async throws {
    let first = ChunkedBytes(LineFormatSpy.file("u1;Ada;Lovelace", "skip:no name"), chunk: 3)
    let second = ChunkedBytes(LineFormatSpy.file("u2;Alan;Turing"), chunk: 1, sized: false)
    let repository = RepositorySpy()
    let summary = try await repository.importFiles(
      [
        ImportFile(name: "a.txt", contents: .source(first)),
        ImportFile(name: "b.txt", contents: .source(second)),
      ], format: LineFormatSpy(), dryRun: false, progress: { _ in })
    #expect(summary.counts == ImportCounts(added: 2))
    #expect(summary.skipped == ["a.txt, line 2: no name"])
    #expect(try await repository.allContacts().map(\.fullName) == ["Ada Lovelace", "Alan Turing"])
  }

  @Test func aFileIsAsLargeAsItsSourceSays() {
    let bytes = LineFormatSpy.file("u1;Ada;Lovelace")
    #expect(
      ImportFile(name: "a.txt", contents: .source(ChunkedBytes(bytes, chunk: 2))).size
        == bytes.count)
    #expect(
      ImportFile(name: "-", contents: .source(ChunkedBytes(bytes, chunk: 2, sized: false))).size
        == nil)
  }

  @Test func aSourceThatCannotBeReadStopsTheImportAndStoresNothing() async throws {
    let repository = RepositorySpy()
    await #expect(throws: ImportError.unreadable(fileName: "gone.txt")) {
      try await repository.importFiles(
        [
          ImportFile(name: "a.txt", data: LineFormatSpy.file("u1;Ada;Lovelace")),
          ImportFile(name: "gone.txt", contents: .source(Unreadable(fileName: "gone.txt"))),
        ], format: LineFormatSpy(), dryRun: false, progress: { _ in })
    }
    #expect(try await repository.allContacts().isEmpty)
  }
}

/// A file that is gone by the time the import opens it.
private final class Unreadable: ByteSource {
  let fileName: String
  var size: Int? { nil }

  init(fileName: String) { self.fileName = fileName }

  func read(upTo count: Int) throws -> Data { throw ImportError.unreadable(fileName: fileName) }
}
