import ContactsDomain
import Foundation
import Testing

@testable import ContactsCardDAV

@Suite("Reading multistatus answers recorded from Radicale and Xandikos")
struct MultistatusTests {
  private func read(_ name: String) throws -> Multistatus {
    try Multistatus.read(InputStream(data: RecordedExchange(name).body), from: RecordedExchange.url)
  }

  @Test func anInitialSyncGivesTheTokenAndEveryCardWithItsETag() throws {
    let answer = try read("11-sync-initial.txt")
    #expect(
      answer.syncToken
        == "http://radicale.org/ns/sync/4b6bfcac1b1b3d1570509ad2bdb65f6319e71e7b7252ae1df7c54ac3a6519cbb"
    )
    #expect(answer.resources.map(\.href) == ["/alice/contacts/ada.vcf"])
    #expect(
      answer.resources[0].text(.dav("getetag"))
        == #""ec32d5c8ec3f69d6da87bf5824afe81e34baa409409a95534f1f82d760334f62""#)
  }

  @Test func aRemovedCardComesWithA404AndNoProperties() throws {
    let answer = try read("26-sync-with-address-data.txt")
    let removed = try #require(answer.resources.first { $0.href == "/alice/contacts/grace.vcf" })
    #expect(removed.status == 404)
    #expect(removed.properties.isEmpty)
    let kept = try #require(answer.resources.first { $0.href == "/alice/contacts/ada.vcf" })
    #expect(kept.status == nil)
    #expect(kept.text(.cardDAV("address-data"))?.hasPrefix("BEGIN:VCARD\nVERSION:3.0") == true)
  }

  @Test func aMultigetKeepsEachCardWholeAndMarksTheMissingOne() throws {
    let answer = try read("15-multiget.txt")
    #expect(answer.resources.count == 3)
    #expect(answer.resources[0].status == 404)
    let grace = try #require(answer.resources.first { $0.href.hasSuffix("grace.vcf") })
    let card = try #require(grace[.cardDAV("address-data")]?.text)
    #expect(card.contains("X-CUSTOM-THING:keep me\n"))
    #expect(card.hasSuffix("END:VCARD\n"))
  }

  @Test func xandikosPrefixesAndATokenAfterTheResponsesReadTheSame() throws {
    let answer = try read("40-xandikos-sync-limit.txt")
    #expect(answer.syncToken == "1f114f881d5990f3bd19fe132bdfc8291cea0842")
    #expect(answer.resources.map(\.href) == ["/user/contacts/addressbook/a.vcf"])
    #expect(
      answer.resources[0].text(.dav("getetag")) == #""7848a1cfaebdf325c4ecf3d831cca64d229c8a70""#)
  }

  @Test func propertiesOnlyIn404PropstatsAreAbsent() throws {
    let answer = try read("03-root-principal.txt")
    let root = try #require(answer.resources.first)
    #expect(root[.dav("current-user-principal")]?.hrefs == ["/alice/"])
    #expect(root[.dav("principal-URL")] == nil)
    #expect(root.isCollection)
    #expect(!root.isAddressBook)
  }

  @Test func theHomeSetListsTheAddressBookWithItsCapabilities() throws {
    let answer = try read("07-propfind-home-depth1.txt")
    let book = try #require(answer.resources.first { $0.isAddressBook })
    #expect(book.href == "/alice/contacts/")
    #expect(
      book.capabilities
        == RemoteCapabilities(
          isReadOnly: false, supportsSyncCollection: true, vCardVersions: ["3.0"]))
    let principal = try #require(answer.resources.first { $0.href == "/alice/" })
    #expect(!principal.capabilities.supportsSyncCollection)
  }

  @Test func aBookWithOnlyTheReadPrivilegeIsReadOnly() throws {
    let answer = try read("43-readonly-privileges.txt")
    #expect(answer.resources.first?.capabilities.isReadOnly == true)
  }

  @Test func theAddressBookHomeSetIsFoundUnderItsOwnPrefix() throws {
    let answer = try read("04-principal-homeset.txt")
    #expect(answer.resources.first?[.cardDAV("addressbook-home-set")]?.hrefs == ["/alice/"])
  }

  @Test func aTruncatedAnswerIsAnErrorNotAShortList() throws {
    let body = try RecordedExchange("15-multiget.txt").body
    let truncated = body.prefix(body.count / 2)
    #expect(throws: RemoteError.self) {
      try Multistatus.read(InputStream(data: Data(truncated)), from: RecordedExchange.url)
    }
  }

  @Test func anHTMLPageIsAnErrorNotAnEmptyBook() throws {
    let page = Data("<html><body><h1>Welcome to nginx</h1></body></html>".utf8)
    #expect(throws: RemoteError.self) {
      try Multistatus.read(InputStream(data: page), from: RecordedExchange.url)
    }
  }

  @Test func absoluteHrefsBecomePaths() throws {
    let body = Data(
      """
      <D:multistatus xmlns:D="DAV:"><D:response><D:href>https://dav.example.com/a/b%20c.vcf</D:href>\
      <D:propstat><D:prop><D:getetag>"1"</D:getetag></D:prop><D:status>HTTP/1.1 200 OK</D:status>\
      </D:propstat></D:response></D:multistatus>
      """.utf8)
    let answer = try Multistatus.read(InputStream(data: body), from: RecordedExchange.url)
    #expect(answer.resources.map(\.href) == ["/a/b%20c.vcf"])
  }
}
