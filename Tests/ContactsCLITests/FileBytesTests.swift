import ContactsDomain
import ContactsRoot
import ContactsTestSupport
import Foundation
import Testing

/// The live `ByteSource` of `contacts import`: a file on disk, read a chunk at a time.
@Suite("File bytes")
struct FileBytesTests {
  private func temporaryFile(_ data: Data) throws -> String {
    let path = try makeTemporaryDirectory().appending(path: "cards.vcf").path
    try data.write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func aFileIsReadInChunksOfAtMostTheSizeAskedForAndItsSizeIsKnown() throws {
    let data = Data((0..<10_000).map { UInt8($0 % 251) })
    let path = try temporaryFile(data)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let source = FileBytes(path: path, fileName: "numbers.vcf")
    #expect(source.size == data.count)
    var chunks: [Data] = []
    while case let chunk = try source.read(upTo: 4096), !chunk.isEmpty { chunks.append(chunk) }
    #expect(chunks.map(\.count) == [4096, 4096, 1808])
    #expect(chunks.reduce(Data(), +) == data)
    #expect(try source.read(upTo: 4096).isEmpty)
  }

  @Test func aFileThatCannotBeOpenedIsUnreadableByItsName() throws {
    let file = ImportFile.file(at: "/nonexistent/\(UUID().uuidString).vcf", name: "gone.vcf")
    #expect(file.size == nil)
    #expect(throws: ImportError.unreadable(fileName: "gone.vcf")) { try file.data() }
    #expect(ImportError.unreadable(fileName: "gone.vcf").message == "gone.vcf could not be read")
  }
}
