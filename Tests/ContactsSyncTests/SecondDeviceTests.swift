import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@Suite(
  "vdirsyncer as a second device, through Radicale",
  .enabled(if: Peers.available("radicale") && Peers.available("vdirsyncer")), .tags(.slow))
struct SecondDeviceTests {
  @Test func editsAdditionsAndDeletionsOnBothDevicesMeetOnTheServer() async throws {
    try await Radicale.with { server in
      try await server.seed([
        "ada.vcf": SyncHarness.card("ada", "Ada", "Lovelace", ["NOTE:poet", "X-KEEP:1"]),
        "alan.vcf": SyncHarness.card("alan", "Alan", "Turing"),
      ])
      let device = try await SyncHarness(bookURL: server.bookURL)
      try await device.sync()
      try await withTemporaryDirectory { root in
        let other = try Vdirsyncer(bookURL: server.bookURL, root: root)
        try other.sync()
        #expect(Set(try other.cards().keys) == ["ada", "alan"])

        let ada = try other.file(of: "ada")
        let text = try String(contentsOf: ada, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "NOTE:poet", with: "NOTE:from the phone").utf8)
          .write(to: ada)
        try FileManager.default.removeItem(at: try other.file(of: "alan"))
        try Data(SyncHarness.card("phone-new", "Grace", "Hopper").utf8)
          .write(to: other.folder.appendingPathComponent("phone-new.vcf"))
        try other.sync()

        try await device.editLocal("ada") { $0.organization = "Analytical Engine" }
        let report = try await device.sync()
        #expect(
          report.counts.summary == "from the server +1 ~1 -1; to the server +0 ~1 -0; conflicts 0")
        try other.sync()

        try await device.expectBothSides(
          ["ada", "phone-new"],
          kept: ["ada": ["NOTE:from the phone", "Analytical Engine", "X-KEEP:1"]])
        let phone = try other.cards()
        #expect(Set(phone.keys) == ["ada", "phone-new"])
        #expect(phone["ada"]?.contains("NOTE:from the phone") == true)
        #expect(phone["ada"]?.contains("Analytical Engine") == true)
        #expect(phone["ada"]?.contains("X-KEEP:1") == true)
        #expect(!(try await device.sync()).counts.changedAnything)
      }
    }
  }
}
