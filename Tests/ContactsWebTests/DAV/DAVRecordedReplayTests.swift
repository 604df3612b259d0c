import ContactsDomain
import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing

/// The requests clients sent Radicale (`recorded/`, in order), sent to our server with its
/// paths, ETags and sync tokens in place of Radicale's: what a client relies on (the status,
/// the ETag, the hrefs listed, the body served back byte for byte) must hold here too.
@Suite("Recorded client exchanges replayed against our server")
struct DAVRecordedReplayTests {
  /// The exchanges replayed, in the order they were recorded; the read-only server's (42, 43)
  /// and Xandikos's (40) are another server's setup.
  static let files = [
    "01-wellknown-get.txt", "02-wellknown-propfind.txt", "03-root-principal.txt",
    "04-principal-homeset.txt", "05-badpass.txt", "06-mkcol-addressbook.txt",
    "06b-mkcol-again.txt", "07-propfind-home-depth1.txt", "08-put-new.txt",
    "09-put-new-again-412.txt", "10-get.txt", "11-sync-initial.txt", "12-put-second.txt",
    "13-put-update-ifmatch.txt", "14-sync-delta.txt", "15-multiget.txt",
    "16-put-stale-ifmatch-412.txt", "17-delete-stale-412.txt", "18-delete-ifmatch.txt",
    "19-delete-gone.txt", "20-sync-after-delete.txt", "21-sync-old-token.txt",
    "22-sync-invalid-token.txt", "23-sync-garbage-token.txt", "24-sync-limit.txt",
    "25-sync-depth0.txt", "26-sync-with-address-data.txt", "27-put-uid-conflict.txt",
    "28-put-malformed.txt", "29-put-no-uid.txt", "30-propfind-ab-depth1-etags.txt",
    "31-options.txt", "32-put-ifmatch-missing-412.txt", "33-put-vcard21.txt",
  ]

  /// Where our answer's status differs from Radicale's, and why that is right.
  static let ourStatus = [
    // RFC 4918 lets DELETE answer 200 or 204; we send no body, so 204.
    "18-delete-ifmatch.txt": 204
  ]

  @Test func everyRecordedRequestGetsWhatTheClientReliedOn() async throws {
    // Radicale was empty: the recording MKCOLs `contacts`, so the server is started on
    // `served.sqlite`, whose book (alice's) is not in the way.
    let harness = try await DAVHarness(accounts: ["alice": "secret"], defaultBook: "served")
    let auth = "Basic " + Data("alice:secret".utf8).base64EncodedString()
    try await harness.run { client in
      var replaced: [String: String] = [:]
      var putBodies: [String: String] = [:]
      for file in Self.files {
        let exchange = try RecordedExchange(file)
        let home = exchange.body.contains("displayname") || exchange.body.contains("getctag")
        let path = RecordedExchange.ourPath(exchange.path, home: home)
        var body = exchange.body.replacingOccurrences(
          of: "<d:href>/alice/", with: "<d:href>/dav/books/alice/")
        var headers: HTTPFields = [
          .authorization: file == "05-badpass.txt" ? "Basic YWxpY2U6d3Jvbmc=" : auth
        ]
        for (name, value) in exchange.headers where name.lowercased() != "content-length" {
          headers[HTTPField.Name(name)!] = replaced[value] ?? value
        }
        for (theirs, ours) in replaced { body = body.replacingOccurrences(of: theirs, with: ours) }
        let answer = try await client.execute(
          uri: path, method: exchange.method, headers: headers, body: ByteBuffer(string: body))
        let expected = Self.ourStatus[file] ?? exchange.status
        #expect(Int(answer.status.code) == expected, "\(file): \(String(buffer: answer.body))")
        // What the next requests name: Radicale's ETags and tokens, as ours.
        if let theirs = exchange.responseHeaders["etag"], let ours = answer.headers[.eTag] {
          replaced[theirs] = ours
        }
        let text = String(buffer: answer.body)
        if let theirs = exchange.responseBody.firstMatch(of: /<sync-token>(.*?)<\/sync-token>/),
          let ours = text.firstMatch(of: /<d:sync-token>(.*?)<\/d:sync-token>/)
        {
          replaced[String(theirs.output.1)] = String(ours.output.1)
        }
        if exchange.method == .put, answer.status.code < 300 { putBodies[path] = body }
        if exchange.method == .get, putBodies[path] != nil {
          #expect(text == putBodies[path], "\(file): the card comes back as it was put")
        }
        if exchange.method == .report || exchange.path.hasSuffix("/contacts/"),
          exchange.status == 207
        {
          let listed = Answered(text)
          let theirs = exchange.listedHrefs
          let ours = Set(listed.responses.filter { $0.xml.contains("200 OK") }.map(\.href))
          let expected = Set(theirs.found.map { RecordedExchange.ourPath($0, home: true) })
          #expect(ours == expected, "\(file): \(exchange.responseBody)")
        }
      }
    }
  }
}
