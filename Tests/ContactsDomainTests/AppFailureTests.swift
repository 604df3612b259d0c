import ContactsDomain
import ContactsPresentation
import Foundation
import Testing

@Suite("AppFailure files each error by what it is")
struct AppFailureTests {
  /// An error no layer describes, as a bug would throw.
  private struct Bug: Error, CustomStringConvertible {
    var description: String { "index out of range" }
  }

  @Test func anErrorNoLayerDescribesIsUnexpectedNotAFileFailure() {
    let failure = AppFailure("Could not load contacts", Bug())
    #expect(failure == .unexpected(message: "Could not load contacts: index out of range"))
    #expect(failure.message == "Could not load contacts: index out of range")
  }

  @Test func whatReadingOrWritingAFileThrowsIsAFileFailure() {
    #expect(
      AppFailure("Could not import contacts", ImportError.unreadable(fileName: "a.vcf"))
        == .fileFailed(message: "Could not import contacts: a.vcf could not be read"))
    let missing = CocoaError(.fileReadNoSuchFile)
    guard case .fileFailed = AppFailure("Could not import contacts", missing) else {
      Issue.record("a missing file is a file failure")
      return
    }
  }
}
