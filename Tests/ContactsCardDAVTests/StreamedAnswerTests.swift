import ContactsDomain
import ContactsSpool
import Foundation
import Testing

@testable import ContactsCardDAV

@Suite("A server's answer kept on disk as it arrives and read from there piece by piece")
struct StreamedAnswerTests {
  private static let url = URL(string: "http://127.0.0.1:5232/alice/contacts/")!

  /// A sync-collection answer listing `count` cards, with names and ETags that need escaping.
  private static func listing(_ count: Int) -> Data {
    var xml = #"<?xml version="1.0" encoding="utf-8"?><multistatus xmlns="DAV:">"#
    for index in 0..<count {
      xml += """
        <response><href>/alice/contacts/Ren%C3%A9e-\(index).vcf</href><propstat><prop>\
        <getetag>&quot;\(index)-ü&amp;&quot;</getetag></prop><status>HTTP/1.1 200 OK</status>\
        </propstat></response>
        """
    }
    return Data(
      (xml + "<sync-token>http://radicale.org/ns/sync/42</sync-token></multistatus>").utf8)
  }

  private static func read(_ stream: InputStream) throws -> (entries: [String], token: String?) {
    var entries: [String] = []
    let answer = try Multistatus.read(stream, from: url) { resource in
      entries.append(resource.href + " " + (resource.text(.dav("getetag")) ?? "-"))
    }
    return (entries, answer.syncToken)
  }

  @Test func aLargeListingWrittenInSmallPiecesReadsTheSameAsWhole() throws {
    let body = Self.listing(5_000)
    let file = try ScratchFile(prefix: "contacts-test-answer", holding: "a test answer")
    var start = body.startIndex
    while start < body.endIndex {
      let end = min(start + 7, body.endIndex)
      try file.append(body[start..<end])
      start = end
    }
    #expect(file.size == UInt64(body.count))

    let streamed = try Self.read(try file.stream())
    #expect(streamed.entries.count == 5_000)
    #expect(streamed.entries[4_321] == #"/alice/contacts/Ren%C3%A9e-4321.vcf "4321-ü&""#)
    #expect(streamed.token == "http://radicale.org/ns/sync/42")
    let whole = try Self.read(InputStream(data: body))
    #expect(streamed.entries == whole.entries && streamed.token == whole.token)
  }

  @Test func whatTheReaderOfEachResourceThrowsStopsTheParseAndIsThrown() throws {
    struct DiskFull: Error {}
    var read = 0
    #expect(throws: DiskFull.self) {
      try Multistatus.read(InputStream(data: Self.listing(1_000)), from: Self.url) { _ in
        read += 1
        if read == 10 { throw DiskFull() }
      }
    }
    #expect(read == 10)
  }

  @Test func aListingOnDiskReadsBackInWindowsInItsOrder() async throws {
    let disk = try DiskListing()
    var written: [RemoteChange] = []
    for index in 0..<5_000 {
      // Some hrefs longer than a window of the file, so a read must grow to hold one.
      let href = "/alice/contacts/\(index)-" + String(repeating: "é", count: index % 997 * 70)
      let change =
        index % 3 == 0
        ? RemoteChange.removed(href: href)
        : .changed(RemoteEntry(href: href, etag: "\"\(index)\""))
      try disk.append(change)
      written.append(change)
    }
    #expect(disk.count == 5_000)
    var read: [RemoteChange] = []
    for try await window in disk.listing.windows(of: 333) {
      #expect(window.count == min(333, 5_000 - read.count))
      read += window
    }
    #expect(read == written)
  }

  @Test func anAnswerCutShortOnDiskIsRefused() throws {
    let body = Self.listing(2_000)
    let file = try ScratchFile(prefix: "contacts-test-answer", holding: "a test answer")
    try file.append(body.prefix(body.count * 2 / 3))
    #expect(throws: RemoteError.self) { try Self.read(try file.stream()) }
  }

  @Test func theScratchFileHasNoNameWhileItIsUsedAndReadsBackWhatWasWritten() throws {
    let prefix = "contacts-test-\(UUID().uuidString)"
    let file = try ScratchFile(prefix: prefix, holding: "a test answer")
    try file.append(Data("one, ".utf8))
    try file.append(Data("two".utf8))
    let names = try FileManager.default.contentsOfDirectory(
      atPath: FileManager.default.temporaryDirectory.path)
    #expect(!names.contains { $0.hasPrefix(prefix) })
    #expect(try file.read(at: 5, length: 3) == Data("two".utf8))
    #expect(throws: ScratchFile.Failure.self) { try file.read(at: 5, length: 4) }
    let stream = try file.stream()
    stream.open()
    defer { stream.close() }
    var buffer = [UInt8](repeating: 0, count: 64)
    let count = stream.read(&buffer, maxLength: buffer.count)
    #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self) == "one, two")
  }
}
