/// How a contact's groups read and write when some are held by group cards (`GroupCard`) rather
/// than by the contact's own card (`CATEGORIES`, kept in `ContactDetails.groups`): decided
/// here once, for every store.
///
/// A contact is shown in its own groups and in those of the group cards listing it. An edit
/// takes the groups the person wants: a group left out is dropped from the contact's own and
/// from every group card of that name listing it (the card rewritten, `GroupCard.removing`); a
/// group added that a group card has the name of, and the contact's own card does not list,
/// is added to that group card (the first of that name, `GroupCard.adding`), not to
/// `CATEGORIES`; any other group added is the contact's own. So membership is never written
/// twice, and an export writes each group where its file had it.
public enum GroupCardMembership {
  /// What one edit stores: the contact's own groups and the group cards it changes.
  public struct Edit: Hashable, Sendable {
    /// The groups the contact's own card lists (`CATEGORIES`).
    public let own: [String]
    /// The group cards the edit rewrites, in the order they are stored.
    public let cards: [GroupCard]
  }

  /// `contact` shown in the groups of the group cards named `cardGroups` (those listing it)
  /// too, after its own, each name once.
  public static func shown(_ contact: Contact, inCards cardGroups: [String]) -> Contact {
    var details = contact.details
    for name in cardGroups where !details.groups.contains(name) { details.groups.append(name) }
    guard details != contact.details else { return contact }
    var shown = Contact(
      id: contact.id, firstName: contact.firstName, lastName: contact.lastName,
      phones: contact.phones, emails: contact.emails, organization: contact.organization,
      note: contact.note, details: details, sortKey: contact.sortKey)
    shown.photo = contact.photo
    return shown
  }

  /// What storing `wanted` as the groups of the contact `uid`, whose own card lists `own`,
  /// writes, given `cards`: every group card with a name in `wanted` or listing the contact.
  public static func edit(
    wanted: [String], own: [String], uid: String, cards: [GroupCard]
  ) -> Edit {
    let cardNames = Set(cards.map(\.name))
    var changed: [GroupCard] = []
    for card in cards where card.lists(uid: uid) && !wanted.contains(card.name) {
      changed.append(card.removing(uid: uid))
    }
    for name in wanted where cardNames.contains(name) && !own.contains(name) {
      guard !cards.contains(where: { $0.name == name && $0.lists(uid: uid) }),
        !changed.contains(where: { $0.name == name }),
        let card = cards.first(where: { $0.name == name })
      else { continue }
      changed.append(card.adding(uid: uid))
    }
    return Edit(
      own: wanted.filter { own.contains($0) || !cardNames.contains($0) }, cards: changed)
  }
}
