import ContactsDomain
import ContactsStore
import ContactsSync
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "Contacts restored from Recently deleted go back to Radicale and Xandikos once", .tags(.slow))
struct RestoredSyncTests {

  @Test(arguments: PeerKind.available)
  func cardsAPhoneDeletedAreSentBackOnceRestoredHere(_ kind: PeerKind) async throws {
    try await kind.withSyncedBook(adaExtras: ["X-CUSTOM-THING:keep me"]) { device in
      let ids = [try await device.localContact("ada").id, try await device.localContact("alan").id]
      try await device.deleteServer("ada")
      try await device.deleteServer("alan")
      let pulled = try await device.sync()
      #expect(
        pulled.counts.summary == "from the server +0 ~0 -2; to the server +0 ~0 -0; conflicts 0")
      #expect(Set(try await device.database.deletedContacts(limit: 10).map(\.id)) == Set(ids))
      for id in ids { _ = try await device.database.restore(id: id) }
      let pushed = try await device.sync()
      #expect(
        pushed.counts.summary == "from the server +0 ~0 -0; to the server +2 ~0 -0; conflicts 0")
      try await device.expectBothSides(
        ["ada", "alan", "grace"], kept: ["ada": ["X-CUSTOM-THING:keep me"]])
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }

  @Test(arguments: PeerKind.available)
  func aContactDeletedHereAndSyncedIsSentBackOnceUndone(_ kind: PeerKind) async throws {
    try await kind.withSyncedBook(adaExtras: ["X-CUSTOM-THING:keep me"]) { device in
      try await device.deleteLocal("grace")
      #expect(
        try await device.sync().counts.summary
          == "from the server +0 ~0 -0; to the server +0 ~0 -1; conflicts 0")
      _ = try await device.database.undo(nil)
      #expect(
        try await device.sync().counts.summary
          == "from the server +0 ~0 -0; to the server +1 ~0 -0; conflicts 0")
      try await device.expectBothSides(
        ["ada", "alan", "grace"], kept: ["ada": ["X-CUSTOM-THING:keep me"]])
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }
}
