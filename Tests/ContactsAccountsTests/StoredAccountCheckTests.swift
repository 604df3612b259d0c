import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsAccounts

@Suite("Signing in checks bcrypt hashes, and a wrong name costs what a wrong password does")
struct StoredAccountCheckTests {
  /// The hashes a check verified passwords against, in order.
  final class VerifiedHashes: @unchecked Sendable {
    private let lock = NSLock()
    private var hashes: [String] = []
    var all: [String] { lock.withLock { hashes } }

    func verify(_ password: String, _ hash: String) async -> Bool {
      lock.withLock { hashes.append(hash) }
      return await PasswordHashing.verify(password, hash)
    }
  }

  private func check(
    accounts: [String: String], clock: ManualClock = ManualClock(), verified: VerifiedHashes,
    records: ReferenceAccounts = ReferenceAccounts(), credentials: VerifiedCredentials? = nil
  ) async throws -> StoredAccountCheck {
    for (name, password) in accounts.sorted(by: { $0.key < $1.key }) {
      _ = try await records.addAccount(name, passwordHash: await PasswordHashing.hash(password))
    }
    return await StoredAccountCheck(
      records: records, throttle: SignInThrottle(clock: clock.now), credentials: credentials,
      verify: verified.verify)
  }

  @Test func theRightPasswordSignsInAndAWrongOneDoesNot() async throws {
    let check = try await check(accounts: ["ada": "correct horse"], verified: VerifiedHashes())
    #expect(try await check.hasAccounts())
    #expect(try await check.signIn(name: "ada", password: "correct horse", from: "::1") == "ada")
    #expect(try await check.signIn(name: "ada", password: "Correct horse", from: "::1") == nil)
  }

  @Test func aWrongNameIsCheckedAgainstAHashOfTheSameCost() async throws {
    let verified = VerifiedHashes()
    let check = try await check(accounts: ["ada": "correct horse"], verified: verified)
    #expect(try await check.signIn(name: "ada", password: "wrong horse", from: "::1") == nil)
    #expect(try await check.signIn(name: "bea", password: "correct horse", from: "::1") == nil)
    let costs = verified.all.map { $0.prefix(7) }
    #expect(costs == ["$2b$10$", "$2b$10$"])
    #expect(verified.all[0] != verified.all[1])
  }

  @Test func afterFiveFailuresTheNameIsSlowedDownWithoutCheckingThePassword() async throws {
    let verified = VerifiedHashes()
    let clock = ManualClock()
    let check = try await check(
      accounts: ["ada": "correct horse"], clock: clock, verified: verified)
    for index in 1...5 {
      _ = try await check.signIn(name: "ada", password: "guess \(index)", from: "192.0.2.\(index)")
    }
    await #expect(throws: SignInError.slowedDown(seconds: 60)) {
      try await check.signIn(name: "ada", password: "correct horse", from: "192.0.2.9")
    }
    #expect(verified.all.count == 5)
    clock.advance(seconds: 60)
    #expect(
      try await check.signIn(name: "ada", password: "correct horse", from: "192.0.2.9") == "ada")
  }

  @Test func aServerWithoutAccountsSaysSo() async throws {
    let check = try await check(accounts: [:], verified: VerifiedHashes())
    #expect(try await !check.hasAccounts())
    #expect(try await check.signIn(name: "default", password: "anything", from: "::1") == nil)
  }
}
