import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// A contact shared as a one-card vCard download, and the same bytes from the command line.
@Suite("Share a contact as a vCard")
struct ShareCardTests {
  @Test(arguments: Architecture.allCases)
  func theDetailsPageLinksToADownloadOfThatContactAlone(_ build: Architecture) async throws {
    let path = try makeTemporaryDirectory().appendingPathComponent("contacts.sqlite").path
    let store = try ContactDatabase.openFile(at: path)
    _ = try await store.create(try ContactDraft(firstName: "Grace", lastName: "Hopper"))
    var form = ContactForm(
      firstName: "Ada", lastName: "Lovelace",
      phones: [LabeledValue(label: "mobile", value: "+44 20 7946 0000")])
    form.birthday = "1815-12-10"
    let ada = try await store.create(try ContactDraft(form))
    try await makeApp(repository: store).test(.router) { client in
      let details = try await client.get(build.detailsPath(ada.id))
      #expect(
        details.text.contains("href=\"\(build.vcardPath(ada.id))\" download>Share (.vcf)</a>"))
      let shared = try await client.get(build.vcardPath(ada.id))
      #expect(shared.status == .ok)
      #expect(shared.headers[.contentType] == "text/vcard; charset=utf-8")
      #expect(
        shared.headers[.contentDisposition] == "attachment; filename=\"Ada Lovelace.vcf\"")
      #expect(shared.text.matches(of: /BEGIN:VCARD/).count == 1)
      #expect(shared.text.contains("FN:Ada Lovelace\r\n"))
      // The card as the whole export writes it, byte for byte.
      let export = try await client.get(build.listPath + "export.vcf")
      #expect(export.text.contains(shared.text) && !shared.text.contains("Grace"))

      let command = try ChildProcess.run(
        try BuiltProducts.contacts, ["export", "--id", String(ada.id), "--database", path])
      #expect(command.status == 0, "\(command.standardError)")
      #expect(command.standardOutput == shared.text)
      #expect(command.standardError == "Exported 1 contact.\n")
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aNameThatIsNotASCIIIsSentAsUTF8AndAnUnknownIdIsNotFound(
    _ build: Architecture, _ served: ServedStore
  )
    async throws
  {
    let store = try await served.openContacts()
    let boris = try await store.create(try ContactDraft(firstName: "Борис", lastName: "Пастернак"))
    try await makeApp(repository: store).test(.router) { client in
      let shared = try await client.get(build.vcardPath(boris.id))
      #expect(
        shared.headers[.contentDisposition]
          == "attachment; filename=\"contact.vcf\"; filename*=UTF-8''"
          + "%D0%91%D0%BE%D1%80%D0%B8%D1%81%20"
          + "%D0%9F%D0%B0%D1%81%D1%82%D0%B5%D1%80%D0%BD%D0%B0%D0%BA.vcf")
      let missing = try await client.get(build.vcardPath(boris.id + 1))
      #expect(missing.status == .notFound)
    }
  }

  @Test func aFileNameKeepsNoPathNoControlAndNoLeadingDot() {
    #expect(SharedCard.fileName(for: "../etc/passwd", fileExtension: "vcf") == "etc passwd.vcf")
    #expect(SharedCard.fileName(for: "A\u{7}\"B\" <C>", fileExtension: "vcf") == "A B C.vcf")
    #expect(SharedCard.fileName(for: " / ", fileExtension: "vcf") == "contact.vcf")
    let long = SharedCard.fileName(for: String(repeating: "x", count: 300), fileExtension: "vcf")
    #expect(long.count == 104)
  }
}
