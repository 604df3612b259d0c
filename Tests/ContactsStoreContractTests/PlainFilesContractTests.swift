import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "A store keeps each home's plain files: collections, bodies as written, limits",
  .removesTemporaryFolders)
struct PlainFilesContractTests {
  private static let text = Data("hello, plain world\n".utf8)

  private func files(_ factory: PortFactory<LimitedPlainFiles>, limits: PlainLimits = .standard)
    async throws -> any PlainFiles
  {
    try await factory.make()(limits)
  }

  @Test(arguments: PortFactory<LimitedPlainFiles>.all)
  func aFileIsKeptByteForByteWithItsTypeInACollection(_ factory: PortFactory<LimitedPlainFiles>)
    async throws
  {
    let files = try await files(factory)
    let folder = try await files.makePlainCollection(at: ["scratch"], of: "ada")
    #expect(folder.isCollection && folder.etag == nil)
    let body = Data([0, 1, 2, 0xFF]) + Self.text
    let write = try await files.putPlainFile(
      body, contentType: "application/x-odd", at: ["scratch", "res-€"], of: "ada", when: .none)
    guard case .created(let made) = write else {
      Issue.record("a new file is created, not \(write)")
      return
    }
    #expect(made.etag == PlainArea.entityTag(of: body))
    let file = try #require(try await files.plainFile(at: ["scratch", "res-€"], of: "ada"))
    #expect(file.body == body)
    #expect(file.resource == made)
    #expect(file.resource.contentType == "application/x-odd")
    #expect(file.resource.length == body.count)
    #expect(try await files.plainMembers(of: ["scratch"], of: "ada") == [made])
    #expect(try await files.plainMembers(of: [], of: "ada") == [folder])
    #expect(try await files.plainFile(at: ["scratch"], of: "ada") == nil)
  }

  @Test(arguments: PortFactory<LimitedPlainFiles>.all)
  func anotherOwnerSeesNothingOfTheArea(_ factory: PortFactory<LimitedPlainFiles>) async throws {
    let files = try await files(factory)
    _ = try await files.makePlainCollection(at: ["scratch"], of: "ada")
    _ = try await files.putPlainFile(
      Self.text, contentType: "text/plain", at: ["scratch", "a"], of: "ada", when: .none)
    #expect(try await files.plainResource(at: ["scratch"], of: "bea") == nil)
    #expect(try await files.plainFile(at: ["scratch", "a"], of: "bea") == nil)
    #expect(try await files.plainMembers(of: [], of: "bea").isEmpty)
    await #expect(throws: PlainFilesError.noParent(path: "scratch/a")) {
      try await files.putPlainFile(
        Self.text, contentType: "text/plain", at: ["scratch", "a"], of: "bea", when: .none)
    }
    await #expect(throws: PlainFilesError.notFound(path: "scratch")) {
      try await files.removePlain(at: ["scratch"], of: "bea", when: .none)
    }
  }

  @Test(arguments: PortFactory<LimitedPlainFiles>.all)
  func aCollectionNeedsAParentCollectionAndIsMadeOnce(_ factory: PortFactory<LimitedPlainFiles>)
    async throws
  {
    let files = try await files(factory)
    await #expect(throws: PlainFilesError.noParent(path: "scratch/sub")) {
      try await files.makePlainCollection(at: ["scratch", "sub"], of: "ada")
    }
    _ = try await files.makePlainCollection(at: ["scratch"], of: "ada")
    await #expect(throws: PlainFilesError.exists(path: "scratch")) {
      try await files.makePlainCollection(at: ["scratch"], of: "ada")
    }
    _ = try await files.putPlainFile(
      Self.text, contentType: "text/plain", at: ["scratch", "file"], of: "ada", when: .none)
    await #expect(throws: PlainFilesError.exists(path: "scratch/file")) {
      try await files.makePlainCollection(at: ["scratch", "file"], of: "ada")
    }
    await #expect(throws: PlainFilesError.noParent(path: "scratch/file/sub")) {
      try await files.makePlainCollection(at: ["scratch", "file", "sub"], of: "ada")
    }
    await #expect(throws: PlainFilesError.isACollection(path: "scratch")) {
      try await files.putPlainFile(
        Self.text, contentType: "text/plain", at: ["scratch"], of: "ada", when: .none)
    }
    await #expect(throws: PlainFilesError.noParent(path: "loose")) {
      try await files.putPlainFile(
        Self.text, contentType: "text/plain", at: ["loose"], of: "ada", when: .none)
    }
  }

  @Test(arguments: PortFactory<LimitedPlainFiles>.all)
  func aWriteAndARemovalHoldToTheirConditions(_ factory: PortFactory<LimitedPlainFiles>)
    async throws
  {
    let files = try await files(factory)
    _ = try await files.makePlainCollection(at: ["s"], of: "ada")
    await #expect(throws: PlainFilesError.preconditionFailed(path: "s/f")) {
      try await files.putPlainFile(
        Self.text, contentType: "text/plain", at: ["s", "f"], of: "ada", when: .present)
    }
    let first = try await files.putPlainFile(
      Self.text, contentType: "text/plain", at: ["s", "f"], of: "ada", when: .absent)
    guard case .created(let made) = first else {
      Issue.record("a new file is created, not \(first)")
      return
    }
    await #expect(throws: PlainFilesError.preconditionFailed(path: "s/f")) {
      try await files.putPlainFile(
        Self.text, contentType: "text/plain", at: ["s", "f"], of: "ada", when: .absent)
    }
    let changed = Data("changed".utf8)
    let second = try await files.putPlainFile(
      changed, contentType: "text/other", at: ["s", "f"], of: "ada",
      when: .matches(try #require(made.etag)))
    guard case .updated(let replaced) = second else {
      Issue.record("the file is replaced, not \(second)")
      return
    }
    #expect(replaced.etag != made.etag)
    #expect(try await files.plainFile(at: ["s", "f"], of: "ada")?.body == changed)
    await #expect(throws: PlainFilesError.preconditionFailed(path: "s/f")) {
      try await files.removePlain(at: ["s", "f"], of: "ada", when: .matches(made.etag ?? ""))
    }
    try await files.removePlain(
      at: ["s", "f"], of: "ada", when: .matches(try #require(replaced.etag)))
    #expect(try await files.plainResource(at: ["s", "f"], of: "ada") == nil)
    await #expect(throws: PlainFilesError.notFound(path: "s/f")) {
      try await files.removePlain(at: ["s", "f"], of: "ada", when: .none)
    }
  }

  @Test(arguments: PortFactory<LimitedPlainFiles>.all)
  func removingACollectionRemovesWhatItHoldsAndNothingBeside(
    _ factory: PortFactory<LimitedPlainFiles>
  )
    async throws
  {
    let files = try await files(factory)
    for path in [["a"], ["a", "b"], ["a", "b", "c"], ["ab"], ["a0"]] {
      _ = try await files.makePlainCollection(at: path, of: "ada")
    }
    _ = try await files.makePlainCollection(at: ["a"], of: "bea")
    _ = try await files.putPlainFile(
      Self.text, contentType: "text/plain", at: ["a", "b", "c", "f"], of: "ada", when: .none)
    try await files.removePlain(at: ["a"], of: "ada", when: .none)
    #expect(try await files.plainMembers(of: [], of: "ada").map(\.path) == [["a0"], ["ab"]])
    #expect(try await files.plainResource(at: ["a", "b", "c", "f"], of: "ada") == nil)
    #expect(try await files.plainResource(at: ["a"], of: "bea") != nil)
  }

  @Test(arguments: PortFactory<LimitedPlainFiles>.all)
  func anAreaIsBoundedInResourcesBytesDepthAndNames(_ factory: PortFactory<LimitedPlainFiles>)
    async throws
  {
    let limits = PlainLimits(
      maximumResources: 3, maximumBytes: 10, maximumDepth: 3, maximumSegmentBytes: 8)
    let files = try await files(factory, limits: limits)
    _ = try await files.makePlainCollection(at: ["s"], of: "ada")
    _ = try await files.putPlainFile(
      Data(count: 8), contentType: "a/b", at: ["s", "f"], of: "ada", when: .none)
    await #expect(throws: PlainFilesError.self) {
      try await files.putPlainFile(
        Data(count: 3), contentType: "a/b", at: ["s", "g"], of: "ada", when: .none)
    }
    // Replacing a file counts its new bytes, not both.
    _ = try await files.putPlainFile(
      Data(count: 10), contentType: "a/b", at: ["s", "f"], of: "ada", when: .none)
    _ = try await files.makePlainCollection(at: ["s", "t"], of: "ada")
    do {
      _ = try await files.makePlainCollection(at: ["u"], of: "ada")
      Issue.record("a fourth resource is refused")
    } catch let error as PlainFilesError {
      guard case .full(let reason) = error else {
        Issue.record("a full area says so, not \(error)")
        return
      }
      #expect(reason.contains("3 resources"))
    }
    // Another account has room of its own.
    _ = try await files.makePlainCollection(at: ["u"], of: "bea")
    await #expect(
      throws: PlainFilesError.badPath(path: "u/v/w/x", reason: "it is deeper than 3 levels")
    ) {
      try await files.makePlainCollection(at: ["u", "v", "w", "x"], of: "bea")
    }
    for name in ["..", ".", "", "a/b", "a\0b", "a\\b", "ninebytes"] {
      await #expect(throws: PlainFilesError.self, "\(name)") {
        try await files.makePlainCollection(at: ["u", name], of: "bea")
      }
    }
    #expect(try await files.plainMembers(of: ["u"], of: "bea").isEmpty)
  }

  @Test(arguments: PortFactory<LimitedPlainFiles>.all)
  func aPathThatCannotBeHoldsNothingAndCannotBeRemoved(_ factory: PortFactory<LimitedPlainFiles>)
    async throws
  {
    let files = try await files(factory)
    _ = try await files.makePlainCollection(at: ["u"], of: "ada")
    for path in [["u", "a\0b"], ["u\0"], ["u", ".."]] {
      #expect(try await files.plainResource(at: path, of: "ada") == nil)
      #expect(try await files.plainFile(at: path, of: "ada") == nil)
      #expect(try await files.plainMembers(of: path, of: "ada").isEmpty)
      await #expect(throws: PlainFilesError.notFound(path: PlainArea.shown(path))) {
        try await files.removePlain(at: path, of: "ada", when: .none)
      }
    }
    #expect(try await files.plainResource(at: ["u"], of: "ada") != nil)
  }
}
