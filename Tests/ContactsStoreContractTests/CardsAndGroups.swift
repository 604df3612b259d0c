import ContactsDomain

/// An import source of contacts and group cards.
final class CardsAndGroups: ContactImportSource, @unchecked Sendable {
  private var left: [ContactImport]
  private let groups: [GroupCard]

  init(_ contacts: [ContactImport], groups: [GroupCard]) {
    left = contacts
    self.groups = groups
  }

  func next() -> ContactImport? { left.isEmpty ? nil : left.removeFirst() }

  func report(_ card: RepeatedUIDCard) {}

  func groupCards() -> [GroupCard] { groups }
}
