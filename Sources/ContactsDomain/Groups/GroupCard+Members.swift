// A group card's members changed in the app: the card's text rewritten a member line at a time,
// every other line kept byte for byte, so an export still gives the card back as it came.
extension GroupCard {
  /// Whether the card lists the contact whose uid is `uid` (with or without `urn:uuid:`).
  public func lists(uid: String) -> Bool {
    members.contains { Self.bare($0) == Self.bare(uid) }
  }

  /// The card without the contact `uid` among its members: each member line naming it dropped
  /// (with its folded continuation lines), every other line as it was.
  public func removing(uid: String) -> GroupCard {
    guard lists(uid: uid) else { return self }
    let kept = GroupCardLine.lines(of: text).filter { line in
      !(line.isMember && Self.bare(line.value) == Self.bare(uid))
    }
    return GroupCard(
      uid: self.uid, name: name, members: members.filter { Self.bare($0) != Self.bare(uid) },
      text: kept.map(\.text).joined())
  }

  /// The card with the contact `uid` among its members: a member line added after its last one
  /// (before `END:VCARD` when it has none), `MEMBER` in a vCard 4.0 group and Apple's
  /// `X-ADDRESSBOOKSERVER-MEMBER` in Apple's, its value `urn:uuid:` and the bare uid.
  public func adding(uid: String) -> GroupCard {
    guard !lists(uid: uid) else { return self }
    var lines = GroupCardLine.lines(of: text)
    let isApple = lines.contains { $0.name == "X-ADDRESSBOOKSERVER-KIND" }
    let member = "urn:uuid:" + Self.bare(uid)
    let added = GroupCardLine.folded(
      (isApple ? "X-ADDRESSBOOKSERVER-MEMBER:" : "MEMBER:") + GroupCardLine.escaped(member))
    let place =
      lines.lastIndex(where: \.isMember).map { $0 + 1 }
      ?? lines.lastIndex { $0.name == "END" } ?? lines.endIndex
    lines.insert(GroupCardLine(text: added), at: place)
    return GroupCard(
      uid: self.uid, name: name, members: members + [member], text: lines.map(\.text).joined())
  }

  /// `uid` without its `urn:uuid:` (in any case): a member is the contact with the same bare uid.
  public static func bare(_ uid: String) -> String {
    uid.lowercased().hasPrefix("urn:uuid:") ? String(uid.dropFirst(9)) : uid
  }
}
