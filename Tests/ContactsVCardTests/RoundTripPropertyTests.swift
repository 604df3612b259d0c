import ContactsDomain
import ContactsVCard
import PropertyBased
import Testing

@Suite("Export then import, on random cards")
struct RoundTripPropertyTests {
  @Test(arguments: VCardVersion.allCases)
  func exportThenImportGivesBackTheSameContacts(version: VCardVersion) async {
    await propertyCheck(count: 200, input: CardGenerator.cards) { cards in
      let back = try roundTrip(cards, version)
      #expect(try back.map { try $0.normalized } == cards.map { try $0.normalized })
    }
  }

  @Test(arguments: VCardVersion.allCases)
  func importThenExportThenImportChangesNothing(version: VCardVersion) async {
    await propertyCheck(count: 200, input: CardGenerator.cards) { cards in
      let imported = try roundTrip(cards, version)
      #expect(try roundTrip(imported, version) == imported)
    }
  }

  @Test(arguments: VCardVersion.allCases)
  func everyWrittenLineHasAtMost75OctetsAndEndsWithCRLF(version: VCardVersion) async {
    await propertyCheck(count: 100, input: CardGenerator.cards) { cards in
      let text = VCardWriter.write(cards, version: version)
      #expect(text.hasSuffix("\r\n"))
      let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).dropLast()
      #expect(lines.allSatisfy { $0.last == 0x0D && $0.count <= 76 })
      #expect(!lines.contains { $0.dropLast().contains(0x0D) })
    }
  }
}
