import ContactsDomain
import ContactsTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import ContactsStore

/// The import reads its contacts on a thread of its own, batches ahead of the writer: what it
/// promised when it read and wrote in turn must still hold across batches.
@Suite("Pipelined import")
struct PipelinedImportTests {
  /// More contacts than the reader may hold ahead of the writer.
  private static let manyContacts = CardPipeline.batchSize * (CardPipeline.maximumBatches + 3)

  /// Contact `index`, its card at line `1 + 5 × index` unless `line` says otherwise.
  private func item(_ index: Int, name: String? = nil, line: Int? = nil) throws -> ContactImport {
    ContactImport(
      uid: "u\(index)", draft: try draft(name ?? "Person N\(index)"),
      origin: CardOrigin(fileName: "many.vcf", line: line ?? 1 + 5 * index))
  }

  @Test func aSourceThatFailsInALateBatchLeavesNothingAndTheTriggersInPlace() async throws {
    let store = try ContactDatabase.inMemory()
    _ = try await store.create(try draft("Ada Lovelace"))
    let source = FailingSource(good: try (0..<Self.manyContacts).map { try item($0) })
    await #expect(throws: FailingSource.Failure.self) {
      _ = try await store.importContacts(from: source, dryRun: false) { _ in }
    }
    #expect(try await store.allContacts().map(\.fullName) == ["Ada Lovelace"])
    _ = try await store.create(try draft("Katherine Johnson"))
    let found = try await store.page(PageRequest(.first, limit: 50, query: "johnson"))
    #expect(found.contacts.map(\.fullName) == ["Katherine Johnson"])
  }

  @Test func aRepeatedUIDBatchesApartIsKeptSeparateAndReportedWithBothLines() async throws {
    let store = try ContactDatabase.inMemory()
    var items = try (0..<Self.manyContacts).map { try item($0) }
    let late = 1 + 5 * Self.manyContacts
    items.append(try item(3, name: "Alan Turing", line: late))
    let source = ContactImportList(items)
    let counts = try await store.importContacts(from: source, dryRun: false) { _ in }
    #expect(counts == ImportCounts(added: Self.manyContacts + 1, keptSeparate: 1))
    #expect(
      source.repeatedUIDs.map(\.message) == [
        "many.vcf, line \(late): a second card with UID u3 (first at line 16): "
          + "kept as a separate contact"
      ])
  }

  @Test func aCardWithPhonesRepeatedAsItWasIsUnchangedAndItsValuesStoredOnce() async throws {
    let store = try ContactDatabase.inMemory()
    let form = ContactForm(
      firstName: "Ada", lastName: "Lovelace", phones: [LabeledValue(label: "home", value: "+44 1")],
      emails: [LabeledValue(label: "work", value: "ada@example.com")])
    let ada = ContactImport(uid: "ada", draft: try ContactDraft(form, origin: .imported))
    let counts = try await store.importContacts([ada, try item(1), ada], dryRun: false) { _ in }
    #expect(counts == ImportCounts(added: 2, unchanged: 1))
    let stored = try await store.allContacts().first { $0.firstName == "Ada" }
    #expect(stored?.phones == form.phones && stored?.emails == form.emails)
  }

  @Test func aDryRunOfManyBatchesCountsAllAndStoresNone() async throws {
    let store = try ContactDatabase.inMemory()
    let items = try (0..<Self.manyContacts).map { try item($0) }
    let counts = try await store.importContacts(items, dryRun: true) { _ in }
    #expect(counts == ImportCounts(added: Self.manyContacts))
    #expect(try await store.allContacts().isEmpty)
  }

  @Test func contactsIndexedChunkByChunkAreAllFoundAndAnOlderOneUpdatedLateIsFoundAnew()
    async throws
  {
    let store = try ContactDatabase.inMemory()
    _ = try await store.importContacts([try item(0, name: "Ada Lovelace")], dryRun: false) { _ in }
    let count = ContactImporter.indexChunk + 100
    var items = try (1...count).map { try item($0) }
    items.append(try item(0, name: "Ada Byron"))
    let counts = try await store.importContacts(items, dryRun: false) { _ in }
    #expect(counts == ImportCounts(added: count, updated: 1))
    func names(_ query: String) async throws -> [String] {
      try await store.page(PageRequest(.first, limit: 50, query: query)).contacts.map(\.fullName)
    }
    #expect(try await names("n17").contains("Person N17"))
    #expect(try await names("n\(count)") == ["Person N\(count)"])
    #expect(try await names("byron") == ["Ada Byron"])
    #expect(try await names("lovelace") == [])
    try await store.writer.write { db in
      try db.execute(sql: "INSERT INTO contactSearch(contactSearch) VALUES ('integrity-check')")
    }
  }

  // The reader's state is read from Linux's /proc.
  @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/thread-self")))
  func theReaderWaitsAtItsBoundAndLetsGoOfTheSourceWhenStopped() throws {
    // The writer takes the first batch; then the queue takes `maximumBatches` more and the
    // reader fills one last batch before it waits for room: this many reads, and no more.
    let bound = CardPipeline.batchSize * (CardPipeline.maximumBatches + 2)
    let source = EndlessSource(signalAt: bound)
    let pipeline = CardPipeline(source)
    #expect(try pipeline.next()?.item.uid == "u0")
    #expect(try pipeline.next()?.item.uid == "u1")
    #expect(source.reachedSignal.wait(timeout: .now() + 60) == .success)
    // Then it goes to sleep waiting for room; one that went on past its bound reads on first.
    let reader = try #require(source.readerThread)
    // Linux signals no thread's sleep, so its state is read again and again, a millisecond
    // apart, with a deadline far beyond any load: a reader that never sleeps fails, not hangs.
    let deadline = ContinuousClock.now + .seconds(120)
    while try !Self.isAsleep(reader) {
      try #require(ContinuousClock.now < deadline, "the reader never went to sleep at its bound")
      usleep(1000)
    }
    #expect(source.read == bound)
    // `stop` returns once the reader has let go of the source.
    pipeline.stop()
    #expect(source.read == bound)
  }

  /// Whether thread `task` (`/proc/self/task/…`) sleeps, as in a wait on a condition.
  private static func isAsleep(_ task: String) throws -> Bool {
    let stat = try String(contentsOfFile: "/proc/self/task/\(task)/stat", encoding: .utf8)
    return stat.split(separator: ")").last?.drop { $0 == " " }.first == "S"
  }
}

/// Contacts without end, counting how many were read, signalling when the reads reach a count.
private final class EndlessSource: ContactImportSource, @unchecked Sendable {
  private let count = Atomic<Int>(0)
  private let signalAt: Int
  /// Signalled once `signalAt` contacts were read.
  let reachedSignal = DispatchSemaphore(value: 0)
  /// The thread reading, by its number under `/proc/self/task`: set on the first read, before
  /// `reachedSignal` is signalled.
  private(set) var readerThread: String?

  init(signalAt: Int) {
    self.signalAt = signalAt
  }

  var read: Int { count.load(ordering: .sequentiallyConsistent) }

  func next() throws -> ContactImport? {
    let index = count.add(1, ordering: .sequentiallyConsistent).oldValue
    if index == 0 {
      let link = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/thread-self")
      readerThread = link?.split(separator: "/").last.map(String.init)
    }
    if index + 1 == signalAt { reachedSignal.signal() }
    return ContactImport(uid: "u\(index)", draft: try draft("Person N\(index)"))
  }

  func report(_ card: RepeatedUIDCard) {}
}
