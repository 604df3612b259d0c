import ContactsDomain
import ContactsPresentation

extension AppFailure {
  /// The heading of the page answering with this failure: what happened, in words, never an
  /// HTTP reason phrase ("Conflict" would mean something else on the sync page).
  var pageTitle: String {
    switch self {
    case .refused: "Not saved"
    case .notFound: "Contact not found"
    case .storeFailed: "The address book could not be used"
    case .fileFailed: "The file could not be used"
    case .syncFailed(.noAccount, _): "No sync account"
    case .syncFailed(.cannotConnect, _): "Could not connect"
    case .syncFailed(.unauthorized, _): "Sign-in refused"
    case .syncFailed(.unreachable, _): "Server not reached"
    case .syncFailed(.server, _): "Unexpected answer from the server"
    case .syncFailed(.noConflict, _): "No such conflict"
    case .bookRefused(.notFound(_), _): "Book not found"
    case .bookRefused: "Not done"
    default: "Something went wrong"
    }
  }
}
