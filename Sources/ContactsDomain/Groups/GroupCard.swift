/// A card that is a group, not a person: vCard 4.0's `KIND:group` with `MEMBER`s, or Apple's
/// `X-ADDRESSBOOKSERVER-KIND:group` with `X-ADDRESSBOOKSERVER-MEMBER`s.
///
/// Kept as it came: its text goes back into an export as the file wrote it, and its members
/// show the group wherever the contacts with those uids are listed.
public struct GroupCard: Hashable, Sendable, Codable {
  /// The card's `UID`, what a later import of the same card replaces it by.
  public let uid: String
  /// The group's name: the card's `FN`, else its `N`.
  public let name: String
  /// Its members' uids as the card wrote them (`urn:uuid:…`, or the bare uid): a member is the
  /// contact whose uid is the same, with or without the `urn:uuid:`.
  public let members: [String]
  /// The card as its file wrote it, `BEGIN:VCARD` to `END:VCARD`, lines ended by CRLF.
  public let text: String

  public init(uid: String, name: String, members: [String], text: String) {
    self.uid = uid
    self.name = name
    self.members = members
    self.text = text
  }
}
