import ContactsWeb
import Hummingbird
import NIOCore

/// The request context of the DAV routes: their own body limit (the announced
/// `max-resource-size`), and the owner the request was authenticated as.
struct DAVContext: ChildRequestContext {
  var coreContext: CoreRequestContextStorage
  /// The client's address, for sign-in throttling.
  let address: String
  /// Whom the request is for: set by `BasicAuthentication` before any route runs.
  var owner = noOwner

  /// The largest body a DAV request may have: a card (`max-resource-size`) or an XML request.
  static let bodyLimit = 1024 * 1024

  /// No owner yet.
  static let noOwner = ""

  init(context: ServerRequestContext) {
    coreContext = context.coreContext
    address = context.clientAddress
  }

  var maxUploadSize: Int { Self.bodyLimit }
}
