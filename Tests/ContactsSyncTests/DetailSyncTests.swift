import ContactsDomain
import ContactsStore
import ContactsSync
import ContactsTestSupport
import Foundation
import Testing

@Suite("Details synced with Radicale and Xandikos", .tags(.slow))
struct DetailSyncTests {
  @Test(arguments: PeerKind.available)
  func aBirthdayEditedOnThePhoneAndAnAddressEditedHereBothSurvive(_ kind: PeerKind) async throws {
    try await kind.with { server in
      try await server.seed(["ada.vcf": appleAda])
      let device = try await SyncHarness(bookURL: server.bookURL)
      try await device.sync()
      #expect(try await device.localContact("ada").details.birthday?.text == "1815-12-10")
      try await device.editServer("ada") {
        $0.replacingOccurrences(of: "1815-12-10", with: "1815-12-11")
      }
      try await device.editLocal("ada") { $0.addresses[0].locality = "Marylebone" }
      let report = try await device.sync()
      #expect(report.counts.conflicts == 0)
      let ada = try await device.localContact("ada")
      #expect(ada.details.birthday?.text == "1815-12-11")
      #expect(ada.details.addresses.map(\.locality) == ["Marylebone"])
      try await device.expectBothSides(
        ["ada"],
        kept: [
          "ada": [
            "BDAY;VALUE=date:1815-12-11", "12 St James's Square;Marylebone",
            "https://example.com/ada", "X-SOCIALPROFILE",
          ]
        ])
      #expect(!(try await device.sync()).counts.changedAnything)
    }
  }
}
