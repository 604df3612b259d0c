import ContactsTestSupport
import Foundation
import NIOCore
import Testing

@testable import ContactsNetworkRoot

/// What `contacts serve` says when it cannot start, and its help.
@Suite("contacts serve's refusals and help")
struct ServeFailureTests {
  @Test func aBusyPortIsKnownByItsErrnoWhateverTheMessageSays() {
    #expect(isAddressInUse(IOError(errnoCode: EADDRINUSE, reason: "bind(descriptor:ptr:bytes:)")))
    // A database path or a message may hold the words; only the errno says the port is taken.
    #expect(!isAddressInUse(IOError(errnoCode: EACCES, reason: "Address already in use")))
    #expect(
      !isAddressInUse(
        CocoaError(
          .fileNoSuchFile,
          userInfo: [
            NSFilePathErrorKey: "/tmp/Address already in use/contacts.sqlite"
          ])))
  }

  @Test func serveHelpOfTimeoutSaysNothingAboutAddAccountOrASyncRun() async throws {
    try await withTemporaryDirectory { folder in
      let help = try runContacts(["serve", "--help"], home: folder)
      #expect(help.status == 0)
      let timeout = try #require(help.standardOutput.firstRange(of: "--timeout <seconds>"))
      let end = try #require(help.standardOutput.firstRange(of: "-h, --help"))
      let words = help.standardOutput[timeout.lowerBound..<end.lowerBound]
      #expect(!words.contains("add-account"), "\(words)")
      #expect(!words.contains("this run"), "\(words)")
    }
  }
}
