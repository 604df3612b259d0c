import ContactsAccounts
import ContactsDomain
import ContactsTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

/// What a hostile or careless client meets: authentication on every DAV path, another owner's
/// paths not found, XML without entities, bounded nesting, hrefs that climb refused, XML errors.
@Suite("CardDAV security")
struct DAVSecurityTests {
  static let basicAda = "Basic " + Data("ada:secret".utf8).base64EncodedString()

  @Test(arguments: ServedStore.all) func everyDAVPathAsksForBasicAuthenticationWhenThereAreAccounts(
    _ store: ServedStore
  ) async throws {
    let harness = try await DAVHarness(on: store, accounts: ["ada": "secret"])
    try await harness.run { client in
      for (method, path) in [
        (HTTPRequest.Method.propfind, "/dav/"), (.get, "/dav/books/ada/contacts/a.vcf"),
        (.put, "/dav/books/ada/contacts/a.vcf"), (.options, "/dav/"),
        (.report, "/dav/books/ada/contacts/"), (.mkcol, "/dav/books/ada/new/"),
      ] {
        let answer = try await client.dav(method, path, depth: "0")
        #expect(answer.status == .unauthorized, "\(method) \(path)")
        #expect(answer.headers[.wwwAuthenticate]?.hasPrefix("Basic realm=\"Contacts\"") == true)
        #expect(answer.headers[.contentType] == "application/xml; charset=utf-8")
      }
      let wrong = try await client.dav(
        .propfind, "/dav/", depth: "0",
        headers: [.authorization: "Basic " + Data("ada:nope".utf8).base64EncodedString()])
      #expect(wrong.status == .unauthorized)
      let right = try await client.dav(
        .propfind, "/dav/", depth: "0", body: propfind("<d:current-user-principal/>"),
        headers: [.authorization: Self.basicAda])
      #expect(right.status.code == 207)
      #expect(right.text.contains("<d:href>/dav/principals/ada/</d:href>"))
    }
  }

  @Test func anotherOwnersPathsAreNotFound() async throws {
    let harness = try await DAVHarness(accounts: ["ada": "secret", "bob": "pw"])
    let bobs = try await harness.book("contacts", of: "bob")
    _ = try await bobs.put(
      ContactImport(uid: "b", draft: try .init(firstName: "B", lastName: "B")),
      body: Data(vCard(uid: "b", name: "B").utf8), named: "b.vcf", when: .none)
    try await harness.run { client in
      let auth: HTTPFields = [.authorization: Self.basicAda]
      for (method, path) in [
        (HTTPRequest.Method.propfind, "/dav/books/bob/"), (.propfind, "/dav/principals/bob/"),
        (.get, "/dav/books/bob/contacts/b.vcf"), (.delete, "/dav/books/bob/contacts/b.vcf"),
        (.mkcol, "/dav/books/bob/mine/"),
      ] {
        let answer = try await client.dav(method, path, depth: "1", headers: auth)
        #expect(answer.status == .notFound, "\(method) \(path)")
        #expect(!answer.text.contains("b.vcf"))
      }
    }
    #expect(try await bobs.servedEntries(after: nil, limit: 5).count == 1)
  }

  @Test(arguments: ServedStore.all) func signInsSlowedDownAnswer429WithRetryAfter(
    _ store: ServedStore
  ) async throws {
    let harness = try await DAVHarness(on: store, accounts: ["ada": "secret"])
    let wrong = "Basic " + Data("ada:guess".utf8).base64EncodedString()
    try await harness.run { client in
      for _ in 0..<SignInThrottle.freeFailures {
        let answer = try await client.dav(
          .propfind, "/dav/", depth: "0", headers: [.authorization: wrong])
        #expect(answer.status == .unauthorized)
      }
      let answer = try await client.dav(
        .propfind, "/dav/", depth: "0", headers: [.authorization: Self.basicAda])
      #expect(answer.status == .tooManyRequests)
      #expect(answer.headers[.retryAfter] == "\(SignInThrottle.firstWait)")
    }
  }

  @Test(arguments: ServedStore.all) func xmlWithADoctypeOrEntitiesIsRefusedUnread(
    _ store: ServedStore
  ) async throws {
    let harness = try await DAVHarness(on: store)
    let billionLaughs = """
      <?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>
      <d:propfind xmlns:d="DAV:"><d:prop><d:displayname>&b;</d:displayname></d:prop></d:propfind>
      """
    let external = """
      <?xml version="1.0"?><!doctype d [<!entity x SYSTEM "file:///etc/passwd">]>
      <d:propfind xmlns:d="DAV:"><d:prop><d:displayname>&x;</d:displayname></d:prop></d:propfind>
      """
    try await harness.run { client in
      for body in [billionLaughs, external] {
        let answer = try await client.dav(
          .propfind, "/dav/books/default/contacts/", depth: "0", body: body)
        #expect(answer.status == .badRequest)
        #expect(answer.text.contains("DOCTYPE"))
        #expect(!answer.text.contains("root:"))
      }
    }
  }

  @Test(arguments: ServedStore.all) func xmlNestedTooDeepOrBrokenIsRefused(_ store: ServedStore)
    async throws
  {
    let harness = try await DAVHarness(on: store)
    let deep =
      "<d:propfind xmlns:d=\"DAV:\">" + String(repeating: "<d:x>", count: 100)
      + String(repeating: "</d:x>", count: 100) + "</d:propfind>"
    try await harness.run { client in
      for body in [deep, "<d:propfind xmlns:d=\"DAV:\"><d:prop>"] {
        let answer = try await client.dav(
          .propfind, "/dav/books/default/contacts/", depth: "0", body: body)
        #expect(answer.status == .badRequest)
        #expect(answer.text.hasPrefix("<?xml"))
      }
    }
  }

  @Test(arguments: ServedStore.all) func pathsAndHrefsThatClimbAreRefused(_ store: ServedStore)
    async throws
  {
    let harness = try await DAVHarness(on: store)
    try await harness.run { client in
      for path in [
        "/dav/books/default/contacts/%2E%2E/x", "/dav/books/default/contacts/a%2Fb.vcf",
        "/dav/books/default/contacts/a%00.vcf", "/dav/books/default/%2e%2e/",
      ] {
        let answer = try await client.get(path)
        #expect(answer.status == .badRequest, "\(path)")
      }
      let multiget = """
        <c:addressbook-multiget xmlns:d="DAV:" xmlns:c="urn:ietf:params:xml:ns:carddav">\
        <d:prop><d:getetag/></d:prop><d:href>/dav/books/default/contacts/../../bob/x.vcf</d:href>\
        </c:addressbook-multiget>
        """
      let answer = try await client.dav(
        .report, "/dav/books/default/contacts/", depth: "1", body: multiget)
      #expect(answer.status == .badRequest)
    }
  }

  @Test(arguments: ServedStore.all) func errorsAreXMLNeverTheBrowsersPages(_ store: ServedStore)
    async throws
  {
    try await DAVHarness(on: store).run { client in
      for (method, path) in [
        (HTTPRequest.Method.get, "/dav/nowhere/at/all/x/y"),
        (.propfind, "/dav/books/default/missing/"), (.report, "/dav/books/default/"),
      ] {
        let answer = try await client.dav(method, path, depth: "0")
        #expect(answer.status.code >= 400, "\(method) \(path)")
        #expect(answer.headers[.contentType] == "application/xml; charset=utf-8")
        #expect(!answer.text.contains("<html"))
      }
    }
  }
}
