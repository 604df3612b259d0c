import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsAccounts

@Suite("A proven password is trusted for five minutes, and only against the hash still kept")
struct VerifiedCredentialsTests {
  private let clock = ManualClock()
  private let records = ReferenceAccounts()
  private let verified = StoredAccountCheckTests.VerifiedHashes()

  private func check() async throws -> StoredAccountCheck {
    _ = try await records.addAccount(
      "ada", passwordHash: await PasswordHashing.hash("correct horse"))
    return await StoredAccountCheck(
      records: records, throttle: SignInThrottle(clock: clock.now),
      credentials: VerifiedCredentials(clock: clock.now), verify: verified.verify)
  }

  @Test func aSecondSignInWithinFiveMinutesRunsNoBcrypt() async throws {
    let check = try await check()
    for _ in 1...3 {
      #expect(try await check.signIn(name: "ada", password: "correct horse", from: "::1") == "ada")
    }
    #expect(verified.all.count == 1)
    clock.advance(seconds: VerifiedCredentials.lifetime)
    #expect(try await check.signIn(name: "ada", password: "correct horse", from: "::1") == "ada")
    #expect(verified.all.count == 2)
  }

  @Test func aWrongPasswordIsNeverRememberedAndStillCountsAsAFailure() async throws {
    let check = try await check()
    _ = try await check.signIn(name: "ada", password: "correct horse", from: "::1")
    for index in 1...5 {
      #expect(
        try await check.signIn(name: "ada", password: "guess", from: "192.0.2.\(index)") == nil)
    }
    #expect(verified.all.count == 6)
    await #expect(throws: SignInError.slowedDown(seconds: 60)) {
      try await check.signIn(name: "ada", password: "correct horse", from: "::1")
    }
  }

  @Test func aChangedPasswordOrARemovedAccountIsSeenAtOnce() async throws {
    let check = try await check()
    _ = try await check.signIn(name: "ada", password: "correct horse", from: "::1")
    try await records.setPasswordHash(await PasswordHashing.hash("battery staple"), of: "ada")
    #expect(try await check.signIn(name: "ada", password: "correct horse", from: "::1") == nil)
    #expect(try await check.signIn(name: "ada", password: "battery staple", from: "::1") == "ada")
    try await records.removeAccount("ada")
    #expect(try await check.signIn(name: "ada", password: "battery staple", from: "::1") == nil)
    #expect(verified.all.count == 4)
  }

  @Test func theNameThePasswordAndTheHashDoNotRunTogether() {
    let credentials = VerifiedCredentials(clock: clock.now)
    credentials.insert(name: "ad", password: "acorrect horse", hash: "$2b$10$x")
    #expect(!credentials.contains(name: "ada", password: "correct horse", hash: "$2b$10$x"))
    #expect(!credentials.contains(name: "ad", password: "acorrect horse", hash: "$2b$10$y"))
    #expect(credentials.contains(name: "ad", password: "acorrect horse", hash: "$2b$10$x"))
  }

  @Test func atMostCapacityEntriesAreKeptTheOldestDroppedFirst() {
    let credentials = VerifiedCredentials(clock: clock.now, capacity: 2)
    for name in ["ada", "bea", "cy"] {
      credentials.insert(name: name, password: "pw", hash: "h")
      clock.advance(seconds: 1)
    }
    #expect(credentials.count == 2)
    #expect(!credentials.contains(name: "ada", password: "pw", hash: "h"))
    #expect(credentials.contains(name: "bea", password: "pw", hash: "h"))
    #expect(credentials.contains(name: "cy", password: "pw", hash: "h"))
  }
}
