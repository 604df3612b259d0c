/// A server address book this address book syncs with. Holds no password: that comes from a
/// command, the environment, `~/.netrc` or a prompt each time.
public struct SyncAccount: Hashable, Sendable, Codable {
  /// The name the user gave it, such as "work".
  public let name: String
  /// The URL the user gave (a server, a principal, a home set or an address book).
  public let url: String
  public let username: String
  /// The command that prints the password, when the user gave one.
  public let passwordCommand: String?
  /// The address book found from `url` by discovery; nil until the first sync.
  public var addressBookURL: String?
  /// The sync-collection token of the last complete sync; nil for none.
  public var syncToken: String?
  /// The book was read-only, and the user has been told once.
  public var readOnlyNoticeGiven: Bool
  /// How many seconds to wait for the server's answer; nil for the default.
  public var timeoutSeconds: Int?
  /// The local change stamp the last complete sync had seen every change up to (see
  /// `ChangeTrackedRepository`); nil when the next sync compares every contact.
  public var seenSeq: Int64?

  public init(
    name: String, url: String, username: String, passwordCommand: String? = nil,
    addressBookURL: String? = nil, syncToken: String? = nil, readOnlyNoticeGiven: Bool = false,
    timeoutSeconds: Int? = nil, seenSeq: Int64? = nil
  ) {
    self.name = name
    self.url = url
    self.username = username
    self.passwordCommand = passwordCommand
    self.addressBookURL = addressBookURL
    self.syncToken = syncToken
    self.readOnlyNoticeGiven = readOnlyNoticeGiven
    self.timeoutSeconds = timeoutSeconds
    self.seenSeq = seenSeq
  }
}
