import ContactsDomain
import HTTPTypes
import Hummingbird
import Logging
import NIOCore

/// Turns what a DAV route threw into an XML answer: a `DAVError` as itself, Hummingbird's
/// errors (a body over the limit: 413 with `max-resource-size`) with their status, the store's
/// in its sentence (503 when the database cannot be reached now, as while PostgreSQL
/// restarts), anything else as 500 naming it. Never the browser's HTML pages.
struct DAVErrorAnswers: RouterMiddleware {
  typealias Context = DAVContext

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    do {
      var response = try await next(request, context)
      response.headers[.davCompliance] = DAVRoutes.compliance
      return response
    } catch let error as DAVError {
      return Self.response(error)
    } catch let error as any HTTPResponseError {
      let precondition: XMLName? =
        error.status == .contentTooLarge ? .card("max-resource-size") : nil
      return Self.response(
        DAVError(error.status, error.status.reasonPhrase, precondition: precondition))
    } catch let error as ContactStoreError {
      context.logger.error("DAV request failed: \(error.message)")
      return Self.response(
        DAVError(error.isUnavailable ? .serviceUnavailable : .internalServerError, error.message))
    } catch {
      context.logger.error("DAV request failed: \(error)")
      return Self.response(DAVError(.internalServerError, "the server failed: \(error)"))
    }
  }

  static func response(_ error: DAVError) -> Response {
    var headers = error.headers
    headers[.contentType] = DAVRoutes.xmlType
    headers[.davCompliance] = DAVRoutes.compliance
    return Response(
      status: error.status, headers: headers,
      body: .init(byteBuffer: ByteBuffer(string: error.body)))
  }
}

extension HTTPField.Name {
  /// `DAV`: the compliance classes (RFC 4918 §10.1).
  static let davCompliance = HTTPField.Name("DAV")!
  static let depth = HTTPField.Name("Depth")!
}
