import ContactsBuilds
import ContactsStore
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsCLI

/// `contacts show` of a fax, a pager and Apple's coded labels, in both builds (`PhoneKindTests`
/// holds how they are exported).
@Suite("contacts show of kinds of phone")
struct PhoneKindCommandTests {
  static let architectures = Architecture.allCases.map(\.rawValue)

  static let card = [
    "BEGIN:VCARD", "VERSION:3.0", "N:Díaz;Ángel;;;", "FN:Ángel Díaz",
    "TEL;TYPE=HOME,FAX:+34 910 000 001", "TEL;TYPE=PAGER:+34 910 000 002",
    "item1.TEL;type=pref:+34 600 000 003", "item1.X-ABLabel:_$!<AssistantPhone>!$_",
    "item2.TEL:+34 600 000 004", "item2.X-ABLabel:_$!<WorkFAX>!$_", "TEL:+34 600 000 005",
    "END:VCARD", "",
  ].joined(separator: "\r\n")

  @Test(arguments: architectures)
  func aFaxAPagerAndApplesLabelsAreShownAsWhatTheyAre(
    architecture: String
  ) async throws {
    try await withTemporaryDirectory { folder in
      let path = try TransferFiles.write(Self.card, "apple.vcf", in: folder)
      let store = try ContactDatabase.inMemory()
      _ = try await output(["import", path, "--architecture", architecture], on: store)
      let shown = try await output(["show", "1", "--architecture", architecture], on: store)
      #expect(
        shown == """
          Ángel Díaz
          Fax (home): +34 910 000 001
          Pager: +34 910 000 002
          Assistant: +34 600 000 003
          Fax (work): +34 600 000 004
          Phone: +34 600 000 005
          """)
    }
  }
}
