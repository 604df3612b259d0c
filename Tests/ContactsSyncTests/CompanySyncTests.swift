import ContactsDomain
import ContactsStore
import ContactsSync
import ContactsTestSupport
import Foundation
import Testing

@Suite("Company cards sync both ways and then stay quiet", .tags(.slow))
struct CompanySyncTests {
  @Test(arguments: PeerKind.available)
  func applesCompanyCardComesDownAsACompanyAndTheNextSyncSendsNothing(_ kind: PeerKind)
    async throws
  {
    try await kind.with { server in
      try await server.seed([
        "acme.vcf": SyncHarness.card(
          "acme", "Wile", "Coyote", ["ORG:Acme Inc.;", "X-ABShowAs:COMPANY"])
      ])
      let device = try await SyncHarness(bookURL: server.bookURL)
      let first = try await device.sync()
      #expect(first.counts.fromServerAdded == 1)
      let acme = try await device.localContact("acme")
      #expect(acme.details.isCompany)
      #expect(acme.fullName == "Acme Inc.")
      let etag = try #require(try await device.serverCards()["acme"]?.etag)
      let second = try await device.sync()
      #expect(!second.counts.changedAnything)
      #expect(try await device.serverCards()["acme"]?.etag == etag)
    }
  }

  @Test(arguments: PeerKind.available)
  func aCompanyMadeHereGoesUpWithItsMarkerOnceAndTheNextSyncChangesNothing(_ kind: PeerKind)
    async throws
  {
    try await kind.with { server in
      let device = try await SyncHarness(bookURL: server.bookURL)
      var form = ContactForm(firstName: "Wile", lastName: "Coyote", organization: "Acme Inc.")
      form.isCompany = true
      let uid = try await device.addLocal(form)
      let first = try await device.sync()
      #expect(first.counts.toServerAdded == 1)
      let card = try #require(try await device.serverCards()[uid])
      let text = String(decoding: card.data, as: UTF8.self).uppercased()
      // Servers may hand the card back with bare line feeds.
      let lines = text.split(whereSeparator: \.isNewline)
      #expect(
        lines.filter { ["KIND:ORG", "X-ABSHOWAS:COMPANY"].contains($0) }.count == 1, "\(text)")
      let second = try await device.sync()
      #expect(!second.counts.changedAnything)
      #expect(try await device.serverCards()[uid]?.etag == card.etag)
      #expect(try await device.localContact(uid).details.isCompany)
    }
  }
}
