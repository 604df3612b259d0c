import ContactsDomain

/// A group card edited on both sides since they last agreed: the server's card, with the
/// members added and removed here since then (`GroupCard.adding`, `removing`), so both edits
/// are kept; everything else as the server has it. A group card on one side and a contact on
/// the other with one UID: the server's card is taken.
enum GroupMerge {
  static func merge(base: ComparedCard?, local: ComparedCard, server: ComparedCard)
    -> ComparedCard
  {
    guard let theirs = server.group, let mine = local.group else { return server }
    let before = Set((base?.group?.members ?? []).map(GroupCard.bare))
    let now = Set(mine.members.map(GroupCard.bare))
    var merged = theirs
    for uid in now.subtracting(before).sorted() { merged = merged.adding(uid: uid) }
    for uid in before.subtracting(now).sorted() { merged = merged.removing(uid: uid) }
    return ComparedCard(merged)
  }
}
