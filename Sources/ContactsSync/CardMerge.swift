/// A three-way merge of one card, field by field: a field changed on one side takes that side's
/// value; a field changed differently on both keeps the local value and notes the server's.
struct CardMerge {
  /// The merged card.
  var card: ComparedCard
  /// The fields both sides changed differently, with the server's value.
  var conflicts: [(field: SyncField, mine: String, server: String)]

  /// Merges `local` and `server` from the card both agreed on; with no `base` (the same UID
  /// met on both sides for the first time), a field empty on one side takes the other's value.
  init(base: ComparedCard?, local: ComparedCard, server: ComparedCard) {
    card = local
    conflicts = []
    for field in SyncField.allCases {
      let mine = field.value(in: local)
      let theirs = field.value(in: server)
      guard !field.same(mine, theirs) else { continue }
      if let base {
        let original = field.value(in: base)
        if field.same(mine, original) {
          field.set(theirs, in: &card)
        } else if !field.same(theirs, original) {
          conflicts.append((field, mine, theirs))
        }
      } else if field.isEmpty(mine) {
        field.set(theirs, in: &card)
      } else if !field.isEmpty(theirs) {
        conflicts.append((field, mine, theirs))
      }
    }
  }

}
