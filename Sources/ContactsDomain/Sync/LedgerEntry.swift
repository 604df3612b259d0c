/// What both sides last agreed on for one card: the sync engine's memory.
public struct LedgerEntry: Hashable, Sendable, Codable {
  /// Where the card is on the server.
  public var href: String
  /// The card's UID, which finds the local contact.
  public var uid: String
  /// The server's version of the card; nil while a new card is being written (the intent is
  /// recorded before the write, so an interrupted sync finds it again instead of copying it).
  public var etag: String?
  /// The digest of the local contact's canonical form when both sides agreed.
  public var localDigest: String
  /// The digest of the server card's canonical form when both sides agreed.
  public var serverDigest: String
  /// The card both sides agreed on, as the sync engine encodes it; "" when none yet.
  public var agreed: String
  /// Why the server's card could not become a contact; nil when it did. Such a card is kept on
  /// the server and read again when it changes.
  public var skipReason: String?

  public init(
    href: String, uid: String, etag: String?, localDigest: String = "", serverDigest: String = "",
    agreed: String = "", skipReason: String? = nil
  ) {
    self.href = href
    self.uid = uid
    self.etag = etag
    self.localDigest = localDigest
    self.serverDigest = serverDigest
    self.agreed = agreed
    self.skipReason = skipReason
  }
}
