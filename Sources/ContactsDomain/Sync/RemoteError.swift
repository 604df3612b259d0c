/// Why a server did not do what a sync asked, in words a person can act on.
public enum RemoteError: UserFacingError, Equatable {
  /// The server no longer knows the sync token: list everything again.
  case invalidSyncToken
  /// The card changed or appeared on the server since it was read (HTTP 412).
  case preconditionFailed(href: String)
  /// The server refused the user name or password (HTTP 401).
  case unauthorized(url: String)
  /// The server forbids the request (HTTP 403), with what it said.
  case forbidden(url: String, reason: String)
  /// The server refused a card (HTTP 400, 409, 415…), with what it said.
  case refused(url: String, status: Int, reason: String)
  /// The answer is not WebDAV: an HTML page, another service, a proxy's error.
  case notWebDAV(url: String, reason: String)
  /// The answer is WebDAV XML that could not be read.
  case malformed(url: String, reason: String)
  /// The address book could not be found from the URL.
  case noAddressBook(url: String, reason: String)
  /// The server could not be reached, or the connection broke.
  case unreachable(url: String, reason: String)
  /// The account's home set answered and holds no address book: a new account on the server.
  case noAddressBookYet(homeSet: String)

  public var message: String {
    switch self {
    case .invalidSyncToken:
      "the server no longer knows the sync token"
    case .preconditionFailed(let href):
      "\(href) changed on the server meanwhile"
    case .unauthorized(let url):
      "\(url) refused the user name or password"
    case .forbidden(let url, let reason):
      "\(url) forbids this (\(reason))"
    case .refused(let url, let status, let reason):
      "\(url) refused the card with HTTP \(status) (\(reason))"
    case .notWebDAV(let url, let reason):
      "\(url) did not answer as a CardDAV server (\(reason)); is the URL right?"
    case .malformed(let url, let reason):
      "\(url) answered XML that cannot be read (\(reason)); nothing was changed"
    case .noAddressBook(let url, let reason):
      "no address book found at \(url) (\(reason))"
    case .unreachable(let url, let reason):
      "cannot reach \(url) (\(reason))"
    case .noAddressBookYet(let homeSet):
      "the account has no address book yet (\(homeSet) holds none): create one on the server, "
        + "in its web page or another app, then add the account again"
    }
  }
}
