import ContactsDomain
import Foundation

/// The stores `contacts` does not link, opened by the executable that does: `contacts-network`
/// links PostgreSQL's client (NIO, postgres-nio) and says how to open a `postgres://` book
/// before it runs a command, so `contacts` starts without loading either and runs
/// `contacts-network` in its place for such a book (as it does for `serve`).
public enum OtherStores {
  /// Opens a PostgreSQL book at a URL with an access; nil until the executable says.
  public typealias Opener = @Sendable (_ url: String, _ access: StoreAccess) async throws -> AppRoot

  private static let lock = NSLock()
  nonisolated(unsafe) private static var opener: Opener?

  /// How this process opens a PostgreSQL book; nil in `contacts`.
  public static var postgres: Opener? {
    get { lock.withLock { opener } }
    set { lock.withLock { opener = newValue } }
  }

  /// A store this executable does not link.
  public enum Missing: UserFacingError, Equatable {
    case postgres

    public var message: String {
      "this program does not open PostgreSQL books: contacts-network does, beside contacts"
    }
  }
}
