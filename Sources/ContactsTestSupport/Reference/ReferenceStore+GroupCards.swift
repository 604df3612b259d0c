import ContactsDomain

// Group cards in the reference store: a contact shown in the groups of the cards listing it,
// and an edit of its groups writing those cards (`GroupCardMembership`) in the change begun
// (`ReferenceJournal.putCard`), which keeps each as it was before and after.
extension ReferenceStore {
  /// `card` as a person sees its contact: in the groups of the group cards listing it too.
  func shown(_ card: ReferenceBook.Card) -> Contact {
    GroupCardMembership.shown(card.contact, inCards: cardGroups(of: card.uid))
  }

  /// The names of the group cards listing the contact `uid`, in the order stored.
  func cardGroups(of uid: String) -> [String] {
    book.groupCards.filter { $0.lists(uid: uid) }.map(\.name)
  }

  /// Writes the group cards storing `wanted` as the groups of the contact `uid` (whose own
  /// card lists `own`) changes, for an edit of the contact `contactID`, and returns what it
  /// stores.
  func editGroups(
    wanted: [String], own: [String], uid: String, of contactID: Contact.ID? = nil
  ) -> GroupCardMembership.Edit {
    let edit = GroupCardMembership.edit(
      wanted: wanted, own: own, uid: uid, cards: book.groupCards)
    for card in edit.cards { journal.putCard(card, uid: card.uid, for: contactID) }
    return edit
  }
}
