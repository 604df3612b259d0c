import ContactsDomain
import Foundation
import Testing

@testable import ContactsVCard

/// Every text detail `TextProperties` maps, from each property a card may say it in.
private let readNames = TextProperties.all.flatMap { mapping in
  mapping.read.map { "\(mapping.entry.formName) \($0)" }
}

@Suite("Text details read from and written to their own properties")
struct TextPropertyTests {
  private func mapping(_ argument: String) throws -> (TextProperties.Mapping, String) {
    let parts = argument.split(separator: " ").map(String.init)
    let mapping = try #require(TextProperties.mapping(parts[0]))
    return (mapping, parts[1])
  }

  /// The unfolded lines `card` is written as in `version`.
  private func lines(_ card: VCard, _ version: VCardVersion) -> [String] {
    VCardWriter.write(card, version: version).replacingOccurrences(of: "\r\n ", with: "")
      .components(separatedBy: "\r\n")
  }

  @Test(arguments: readNames)
  func aPropertyIsReadAsItsFieldAndWrittenBackOnceAsItCame(argument: String) throws {
    let (mapping, name) = try mapping(argument)
    let card = try readCard(card3("FN:Ada Lovelace", "\(name):Some\\, text"))
    #expect(mapping.entry.text(in: card.form) == "Some, text")
    for version in VCardVersion.allCases {
      let written = lines(card, version)
      #expect(written.filter { $0.hasPrefix("\(name):") } == ["\(name):Some\\, text"])
      #expect(
        !written.contains {
          $0.hasPrefix("\(mapping.name(in: version)):") && name != mapping.name(in: version)
        })
    }
  }

  @Test(arguments: readNames)
  func anEditedPropertyIsWrittenOnceAsTheVersionSaysIt(argument: String) throws {
    let (mapping, name) = try mapping(argument)
    var card = try readCard(card3("FN:Ada Lovelace", "\(name):Old"))
    mapping.entry.set("New", in: &card.form)
    for version in VCardVersion.allCases {
      let written = lines(card, version)
      let property = mapping.name(in: version)
      #expect(written.filter { $0.contains("Old") }.isEmpty)
      #expect(written.filter { $0.hasSuffix(":New") } == ["\(property):New"])
    }
  }

  @Test(arguments: TextProperties.all.map(\.entry.formName))
  func anAddedDetailIsWrittenAsEachVersionSaysItAndReadBack(name: String) throws {
    let mapping = try #require(TextProperties.mapping(name))
    var card = try readCard(card3("FN:Ada Lovelace"))
    mapping.entry.set("Added; here", in: &card.form)
    for version in VCardVersion.allCases {
      #expect(lines(card, version).contains("\(mapping.name(in: version)):Added\\; here"))
      let back = try roundTrip([card], version)
      #expect(back.map { mapping.entry.text(in: $0.form) } == ["Added; here"])
    }
  }

  @Test(arguments: TextProperties.all.map(\.entry.formName))
  func aRemovedDetailIsNotWrittenAgain(name: String) throws {
    let mapping = try #require(TextProperties.mapping(name))
    let property = try #require(mapping.read.first)
    var card = try readCard(card3("FN:Ada Lovelace", "NICKNAME:Addy", "\(property):Gone"))
    mapping.entry.set("", in: &card.form)
    for version in VCardVersion.allCases {
      #expect(!lines(card, version).contains { $0.contains("Gone") })
    }
  }
}
