import ContactsDomain

// Group cards in the reference store: a contact shown in the groups of the cards listing it,
// an edit of its groups writing those cards (`GroupCardMembership`), and every write of a card
// kept in the change begun, as it was before and after, for undo and rewind.
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
    for card in edit.cards { putCard(card, uid: card.uid, for: contactID) }
    return edit
  }

  /// Stores `card` as the group card `uid` in its place (removes it when nil; a new one goes
  /// last) in the change begun, for an edit of the contact `contactID` when given.
  func putCard(_ card: GroupCard?, uid: String, for contactID: Contact.ID? = nil) {
    guard var change = open else { preconditionFailure("a write outside a change") }
    let index = book.groupCards.firstIndex { $0.uid == uid }
    if change.cardsBefore[uid] == nil {
      change.cardsBefore[uid] = .some(index.map { book.groupCards[$0] })
      change.cardsTouched.append(uid)
    }
    if change.subject == nil { change.subject = contactID }
    open = change
    switch (index, card) {
    case (let index?, let card?): book.groupCards[index] = card
    case (let index?, nil): book.groupCards.remove(at: index)
    case (nil, let card?): book.groupCards.append(card)
    case (nil, nil): break
    }
  }

  /// The group card `uid` now; nil when there is none.
  func groupCard(_ uid: String) -> GroupCard? {
    book.groupCards.first { $0.uid == uid }
  }

  /// Puts back, in the change begun, each group card `change` wrote that is still as it left
  /// it.
  func undoCards(of change: ReferenceChange) {
    for uid in change.cardsTouched {
      guard let before = change.cardsBefore[uid], let after = change.cardsAfter[uid],
        groupCard(uid) == after
      else { continue }
      putCard(before, uid: uid)
    }
  }

  /// The group cards a change of `changes` wrote that are not now as the earliest of them
  /// found them, each with that card (nil: there was none) and its group's name.
  func rewoundCards(_ changes: [ReferenceChange]) -> [(uid: String, then: GroupCard?, name: String)]
  {
    var then: [String: GroupCard?] = [:]
    var order: [String] = []
    for change in changes {
      for uid in change.cardsTouched where then[uid] == nil {
        then[uid] = change.cardsBefore[uid] ?? nil
        order.append(uid)
      }
    }
    return order.compactMap { uid in
      let card = then[uid] ?? nil
      guard groupCard(uid) != card, let name = (card ?? groupCard(uid))?.name else { return nil }
      return (uid, card, name)
    }
  }
}
