/// A field edited differently on both sides: the local value stayed in place, the server's is
/// kept here until the user picks one.
public struct SyncConflict: Hashable, Sendable, Identifiable, Codable {
  /// Which value of a conflicting field to keep.
  public enum Choice: String, CaseIterable, Sendable {
    /// The local value, which stayed in place.
    case mine
    /// The server's value, which the next sync then sends back, as any local edit.
    case server
  }

  public let id: Int64
  public let account: String
  /// The card's UID, which finds the contact.
  public let uid: String
  /// The contact's name when the conflict arose, to show it.
  public let contactName: String
  /// Which field: "firstName", "phones", "other properties"…
  public let field: String
  /// The local value, as the sync engine encodes it.
  public let mine: String
  /// The server's value, as the sync engine encodes it.
  public let server: String

  /// The field as people read it: "Job title", "Phone"; "Other properties" for what the app
  /// does not model.
  public var caption: String {
    ContactFields.entry(mergeKey: field)?.caption ?? field.prefix(1).uppercased()
      + field.dropFirst()
  }

  public init(
    id: Int64, account: String, uid: String, contactName: String, field: String, mine: String,
    server: String
  ) {
    self.id = id
    self.account = account
    self.uid = uid
    self.contactName = contactName
    self.field = field
    self.mine = mine
    self.server = server
  }
}
