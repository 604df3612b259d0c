import ContactsApp
import ContactsPresentation
import Hummingbird

extension AppFailure {
  /// The status a page answering with this failure gets.
  var status: HTTPResponse.Status {
    switch self {
    case .refused, .fileFailed: .unprocessableContent
    case .notFound: .notFound
    case .storeFailed, .unanswered: .internalServerError
    }
  }
}
