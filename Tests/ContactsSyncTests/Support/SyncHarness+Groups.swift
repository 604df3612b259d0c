import ContactsDomain
import ContactsStore
import ContactsVCard
import Foundation
import Testing

/// Group cards on either side, as Apple's and vCard 4.0's clients write them.
extension SyncHarness {
  /// An Apple-style group card (`X-ADDRESSBOOKSERVER-KIND:group`, vCard 3.0) named `name`.
  static func appleGroup(_ uid: String, _ name: String, members: [String]) -> String {
    ([
      "BEGIN:VCARD", "VERSION:3.0", "UID:\(uid)", "FN:\(name)", "N:\(name);;;;",
      "X-ADDRESSBOOKSERVER-KIND:group",
    ]
      + members.map { "X-ADDRESSBOOKSERVER-MEMBER:urn:uuid:\($0)" } + ["END:VCARD", ""])
      .joined(separator: "\r\n")
  }

  /// A vCard 4.0 group card (`KIND:group`) named `name`.
  static func groupCard(_ uid: String, _ name: String, members: [String]) -> String {
    (["BEGIN:VCARD", "VERSION:4.0", "UID:\(uid)", "KIND:group", "FN:\(name)"]
      + members.map { "MEMBER:urn:uuid:\($0)" } + ["END:VCARD", ""])
      .joined(separator: "\r\n")
  }

  /// Imports the group cards `texts` here, as a file of them would be.
  func importGroupCards(_ texts: [String]) async throws {
    let groups = try texts.flatMap { text in
      try VCardFormat().read(Data(text.utf8), fileName: "groups.vcf").groups
    }
    #expect(groups.count == texts.count)
    _ = try await database.importContacts(from: GroupCards(groups), dryRun: false) { _ in }
  }

  /// The local group card `uid`.
  func localGroupCard(_ uid: String) async throws -> GroupCard {
    let cards = try await database.groupCards()
    return try #require(cards.first { $0.uid == uid }, "no local group card \(uid)")
  }

  /// The text of the server's card `uid`.
  func serverText(_ uid: String) async throws -> String {
    let card = try #require(try await serverCards()[uid], "no server card \(uid)")
    return String(decoding: card.data, as: UTF8.self)
  }
}

/// Group cards alone, as an import reads them from a file.
private final class GroupCards: ContactImportSource, @unchecked Sendable {
  private let groups: [GroupCard]

  init(_ groups: [GroupCard]) {
    self.groups = groups
  }

  func next() -> ContactImport? { nil }
  func report(_ card: RepeatedUIDCard) {}
  func groupCards() -> [GroupCard] { groups }
}
