import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "A store keeps a server's accounts: hashes, who owns the served book", .removesTemporaryFolders)
struct AccountContractTests {
  @Test(arguments: PortFactory<any AccountRecords>.all)
  func theFirstAccountAddedOwnsTheServedBookAndTheOthersDoNot(
    _ factory: PortFactory<any AccountRecords>
  )
    async throws
  {
    let clock = ManualClock()
    let accounts = try await factory.make(clock: clock.now)
    #expect(try await accounts.accounts().isEmpty)
    let ada = try await accounts.addAccount("ada", passwordHash: "hash-a")
    clock.advance(seconds: 1)
    let bea = try await accounts.addAccount("bea", passwordHash: "hash-b")
    #expect(ada == Account(name: "ada", createdAt: clock.now() - 1, ownsServedBook: true))
    #expect(bea == Account(name: "bea", createdAt: clock.now(), ownsServedBook: false))
    #expect(try await accounts.accounts() == [ada, bea])
  }

  @Test(arguments: PortFactory<any AccountRecords>.all)
  func aNameIsAnAccountOnceAndItsHashIsKeptAndReplaced(_ factory: PortFactory<any AccountRecords>)
    async throws
  {
    let accounts = try await factory.make()
    _ = try await accounts.addAccount("ada", passwordHash: "first")
    await #expect(throws: AccountError.exists(name: "ada")) {
      try await accounts.addAccount("ada", passwordHash: "second")
    }
    #expect(try await accounts.passwordHash(of: "ada") == "first")
    try await accounts.setPasswordHash("second", of: "ada")
    #expect(try await accounts.passwordHash(of: "ada") == "second")
    #expect(try await accounts.passwordHash(of: "Ada") == nil)
    await #expect(throws: AccountError.notFound(name: "bea")) {
      try await accounts.setPasswordHash("x", of: "bea")
    }
  }

  @Test(arguments: PortFactory<any AccountRecords>.all)
  func theServedBooksOwnerGoesLastAndAnUnknownNameIsNotFound(
    _ factory: PortFactory<any AccountRecords>
  )
    async throws
  {
    let accounts = try await factory.make()
    _ = try await accounts.addAccount("ada", passwordHash: "a")
    _ = try await accounts.addAccount("bea", passwordHash: "b")
    await #expect(throws: AccountError.ownsServedBook(name: "ada")) {
      try await accounts.removeAccount("ada")
    }
    await #expect(throws: AccountError.notFound(name: "cy")) {
      try await accounts.removeAccount("cy")
    }
    try await accounts.removeAccount("bea")
    try await accounts.removeAccount("ada")
    #expect(try await accounts.accounts().isEmpty)
    let next = try await accounts.addAccount("bea", passwordHash: "b")
    #expect(next.ownsServedBook)
  }
}
