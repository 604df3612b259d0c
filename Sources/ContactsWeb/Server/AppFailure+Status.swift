import ContactsApp
import ContactsDomain
import ContactsPresentation
import Hummingbird

extension AppFailure {
  /// The status a page answering with this failure gets.
  var status: HTTPResponse.Status {
    switch self {
    case .refused, .fileFailed: .unprocessableContent
    case .notFound: .notFound
    case .storeFailed(let error, _) where error.isRefusal: .conflict
    case .storeFailed(let error, _) where error.isUnavailable: .serviceUnavailable
    case .storeFailed, .unanswered, .unexpected: .internalServerError
    case .syncFailed(.noAccount, _), .syncFailed(.cannotConnect, _): .conflict
    case .syncFailed(.noConflict, _): .notFound
    case .bookRefused(.badName(_), _), .bookRefused(.exists(_), _),
      .bookRefused(.isTheDefaultBook(_), _):
      .unprocessableContent
    case .bookRefused(.notFound(_), _): .notFound
    case .bookRefused(.unavailable, _): .conflict
    // The server behind this one failed: HTTP's "bad gateway".
    case .syncFailed(.unauthorized, _), .syncFailed(.unreachable, _), .syncFailed(.server, _):
      .badGateway
    }
  }
}
