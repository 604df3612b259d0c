import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Where the tests' temporary folders go, so none is left in the system's temporary directory:
/// each test process makes them in a folder of its own, `contacts-tests-run-PID`, removed when
/// the process exits (and, if it was killed, by the next run); a test with the
/// `.removesTemporaryFolders` trait has its own removed as soon as it ends, passed or failed.
public final class TemporaryFolders: @unchecked Sendable {
  /// The folders of the running test, when it has the trait.
  @TaskLocal static var current: TemporaryFolders?

  private let lock = NSLock()
  private var folders: [URL] = []

  func add(_ folder: URL) {
    lock.withLock { folders.append(folder) }
  }

  func removeAll() {
    for folder in lock.withLock({ folders }) { try? FileManager.default.removeItem(at: folder) }
  }

  private static let prefix = "contacts-tests-run-"

  /// This process's folder, made on first use; it is removed at exit, and the folders of runs
  /// that ended without removing theirs (killed) are removed now.
  static let runFolder: URL = {
    let temporary = FileManager.default.temporaryDirectory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
    for name in names where name.hasPrefix(prefix) {
      guard let pid = Int32(name.dropFirst(prefix.count)), kill(pid, 0) != 0, errno == ESRCH
      else { continue }
      try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
    }
    let folder = temporary.appendingPathComponent("\(prefix)\(getpid())", isDirectory: true)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: TemporaryFolders.runFolder) }
    return folder
  }()
}

/// Removes the temporary folders (`makeTemporaryDirectory`) each test makes once it ends.
public struct RemovesTemporaryFolders: SuiteTrait, TestTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    guard testCase != nil || !test.isSuite else { return try await function() }
    let folders = TemporaryFolders()
    defer { folders.removeAll() }
    try await TemporaryFolders.$current.withValue(folders) { try await function() }
  }
}

extension Trait where Self == RemovesTemporaryFolders {
  /// Each test's temporary folders removed when it ends, not when the test process exits.
  public static var removesTemporaryFolders: Self { Self() }
}
