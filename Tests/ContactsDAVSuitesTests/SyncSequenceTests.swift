import ContactsTestSupport
import Foundation
import Testing

/// A book's sync as DAVx5 does it when the server advertises sync-collection (RFC 6578): an
/// initial sync with an empty token, multiget of what it listed, then a sync with the token
/// that lists only what changed since (new, changed, deleted), then one with nothing changed.
@Suite("Syncing with a token as DAVx5 does", .tags(.slow))
struct SyncSequenceTests {
  @Test(
    "an initial sync lists the book and a sync with its token only what changed since",
    arguments: ServerUnderTest.available)
  func syncWithTheTokenListsOnlyTheChanges(server: ServerUnderTest) async throws {
    try await server.with { running in
      let client = running.client
      let book = try await running.makeBook("phone", displayName: "Phone")
      for (uid, given, family) in [("ada", "Ada", "Lovelace"), ("alan", "Alan", "Turing")] {
        let put = try await client.send(
          "PUT", book + "\(uid).vcf",
          headers: ["Content-Type": "text/vcard; charset=utf-8", "If-None-Match": "*"],
          body: Card.text(uid: uid, given, family))
        #expect(put.status == 201, "\(put.body)")
      }

      let initial = try await SyncReport.read(book, since: "", client)
      #expect(Set(initial.changed.keys) == ["ada.vcf", "alan.vcf"])
      #expect(initial.removed.isEmpty)
      let etags = initial.changed

      let multiget = try await client.send(
        "REPORT", book, headers: ["Content-Type": "application/xml; charset=utf-8", "Depth": "1"],
        body: """
          <?xml version="1.0" encoding="utf-8"?>
          <c:addressbook-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:carddav">\
          <d:prop><d:getetag/><c:address-data/></d:prop>\
          \(etags.keys.sorted().map { "<d:href>\(URL(string: book)!.path)/\($0)</d:href>" }.joined())\
          </c:addressbook-multiget>
          """)
      #expect(multiget.status == 207)
      let uids = Set(
        multiget.responses.compactMap { XMLText.first("address-data", in: $0) }
          .map { Card.uid(of: $0) })
      #expect(uids == ["ada", "alan"])

      // A new card, a changed one and a deleted one.
      let new = try await client.send(
        "PUT", book + "grace.vcf",
        headers: ["Content-Type": "text/vcard; charset=utf-8", "If-None-Match": "*"],
        body: Card.text(uid: "grace", "Grace", "Hopper"))
      #expect(new.status == 201)
      let changed = try await client.send(
        "PUT", book + "ada.vcf",
        headers: ["Content-Type": "text/vcard; charset=utf-8", "If-Match": etags["ada.vcf"] ?? ""],
        body: Card.text(uid: "ada", "Ada", "King"))
      #expect(changed.status == 204 || changed.status == 200, "\(changed.body)")
      let deleted = try await client.send(
        "DELETE", book + "alan.vcf", headers: ["If-Match": etags["alan.vcf"] ?? ""])
      #expect([200, 204].contains(deleted.status), "\(deleted.body)")

      let delta = try await SyncReport.read(book, since: initial.token, client)
      #expect(Set(delta.changed.keys) == ["ada.vcf", "grace.vcf"])
      #expect(delta.changed["ada.vcf"] != etags["ada.vcf"])
      #expect(delta.removed == ["alan.vcf"])
      #expect(delta.token != initial.token)

      let quiet = try await SyncReport.read(book, since: delta.token, client)
      #expect(quiet.changed.isEmpty && quiet.removed.isEmpty)
    }
  }
}
