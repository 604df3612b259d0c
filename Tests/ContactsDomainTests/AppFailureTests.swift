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
    let failure = AppFailure(.loadContacts, Bug())
    #expect(failure == .unexpected(message: "Could not load contacts: index out of range"))
    #expect(failure.message == "Could not load contacts: index out of range")
  }

  @Test func whatReadingOrWritingAFileThrowsIsAFileFailure() {
    #expect(
      AppFailure(.importContacts, ImportError.unreadable(fileName: "a.vcf"))
        == .fileFailed(.access, message: "Could not import contacts: a.vcf could not be read"))
    let missing = CocoaError(.fileReadNoSuchFile)
    guard case .fileFailed(.access, _) = AppFailure(.importContacts, missing) else {
      Issue.record("a missing file is a file failure")
      return
    }
  }

  @Test func aRefusedConnectionReadsAsASentenceForThePageAndTheTerminalAlike() {
    let refused = RemoteError.unreachable(
      url: "http://127.0.0.1:5232/",
      reason: "connection reset (error set): Connection refused) (errno: \(ECONNREFUSED))")
    #expect(
      AppFailure(.sync, refused)
        == .syncFailed(
          .unreachable, message: "Could not reach 127.0.0.1:5232: the connection was refused"))
    // A description that names no system error is kept as the client wrote it.
    let timedOut = RemoteError.unreachable(url: "https://dav.example.com/", reason: "timed out")
    #expect(
      AppFailure(.sync, timedOut).message
        == "Could not sync: cannot reach https://dav.example.com/ (timed out)")
  }
}
