import ContactsDomain
import ContactsVCard
import Foundation
import Testing

@Suite("Many cards")
struct VolumeTests {
  @Test(arguments: VCardVersion.allCases)
  func tenThousandGeneratedCardsSurviveExportAndImport(version: VCardVersion) throws {
    var generator = CardGenerator(seed: 2024)
    let cards = (0..<10_000).map { _ in generator.card() }
    let text = VCardWriter.write(cards, version: version)
    let results = try VCardReader.read(Data(text.utf8), fileName: "many.vcf")
    #expect(results.count == 10_000)
    let back = results.compactMap(\.card)
    #expect(back.count == 10_000)
    #expect(try back.map { try $0.normalized } == cards.map { try $0.normalized })
  }
}
