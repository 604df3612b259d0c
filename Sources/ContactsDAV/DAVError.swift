import HTTPTypes

/// A DAV request refused: its status, the precondition element RFC 4918 §16 (or RFC 6352,
/// 6578) names for it, and a sentence for a person, sent as an XML `DAV:error` body.
struct DAVError: Error, Sendable {
  let status: HTTPResponse.Status
  /// The precondition's element (`card:no-uid-conflict`), nil when the RFCs name none.
  let precondition: XMLName?
  /// What goes inside the precondition element, already XML (an href).
  let detail: String
  let message: String
  /// Extra headers (`WWW-Authenticate`, `Retry-After`).
  var headers: HTTPFields = [:]

  init(
    _ status: HTTPResponse.Status, _ message: String, precondition: XMLName? = nil,
    detail: String = ""
  ) {
    self.status = status
    self.message = message
    self.precondition = precondition
    self.detail = detail
  }

  static func badRequest(_ message: String) -> DAVError { DAVError(.badRequest, message) }
  static func notFound(_ message: String = "nothing here") -> DAVError {
    DAVError(.notFound, message)
  }
  static func forbidden(_ message: String, _ precondition: XMLName? = nil) -> DAVError {
    DAVError(.forbidden, message, precondition: precondition)
  }
  static func conflict(_ message: String) -> DAVError { DAVError(.conflict, message) }
  static func preconditionFailed(_ message: String) -> DAVError {
    DAVError(.preconditionFailed, message)
  }
  static func methodNotAllowed(_ message: String) -> DAVError {
    DAVError(.methodNotAllowed, message)
  }
  static func unsupportedMediaType(_ message: String) -> DAVError {
    DAVError(.unsupportedMediaType, message)
  }

  /// The `DAV:error` body.
  var body: String {
    var xml = XMLText.declaration + "<d:error \(XMLText.namespaces)>"
    if let precondition {
      xml += XMLText.element(precondition, content: detail)
    }
    xml += "<d:responsedescription>\(XMLText.escaped(message))</d:responsedescription></d:error>"
    return xml
  }
}
