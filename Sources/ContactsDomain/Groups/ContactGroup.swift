/// A group of contacts, by name, and how many contacts are in it: what the groups screen lists.
///
/// A group is its name. A contact is in it when its card lists the name (`CATEGORIES`, kept in
/// `ContactDetails.groups`) or when a group card of that name lists the contact (`GroupCard`):
/// the same name from both is one group, counted once per contact.
public struct ContactGroup: Hashable, Sendable {
  public let name: String
  /// How many contacts are in the group.
  public let count: Int

  public init(name: String, count: Int) {
    self.name = name
    self.count = count
  }
}
