import AsyncHTTPClient
import ContactsDomain
import Foundation
import NIOCore
import NIOFoundationCompat
import NIOHTTP1
import NIOSSL

/// Sends WebDAV requests with the connection's credentials, following redirects itself so a
/// PROPFIND stays a PROPFIND, and turning failures into `RemoteError`.
final class CardDAVTransport: Sendable {
  let connection: CardDAVConnection
  private let client: HTTPClient
  /// The largest answer read, so a runaway server cannot exhaust memory.
  private let maximumBodySize = 512 * 1024 * 1024
  private let connectTimeout = 15
  /// Seconds one request may take in all, however steadily the answer comes.
  private var deadline: Int { max(300, connection.timeoutSeconds) }

  init(connection: CardDAVConnection) throws {
    self.connection = connection
    var tls = TLSConfiguration.makeClientConfiguration()
    if let caFile = connection.caFile {
      tls.additionalTrustRoots = [.file(caFile)]
    }
    var configuration = HTTPClient.Configuration(
      tlsConfiguration: tls, redirectConfiguration: .disallow,
      timeout: .init(
        connect: .seconds(Int64(connectTimeout)), read: .seconds(Int64(connection.timeoutSeconds))))
    // A refused certificate or connection is an answer: say so now, not after retrying for the
    // whole connect timeout.
    configuration.connectionPool.retryConnectionEstablishment = false
    client = HTTPClient(eventLoopGroupProvider: .singleton, configuration: configuration)
  }

  /// Closes the connections; call once, when done.
  func shutdown() async throws {
    try await client.shutdown()
  }

  /// Sends `method` to `url`, following up to five redirects.
  func send(
    _ method: String, _ url: URL, headers: [(String, String)] = [], body: Data? = nil
  ) async throws -> DAVResponse {
    var target = url
    for _ in 0..<5 {
      let response = try await sendOnce(method, target, headers: headers, body: body)
      guard [301, 302, 307, 308].contains(response.status), let location = response.location,
        let next = URL(string: location, relativeTo: target)?.absoluteURL
      else {
        if response.status == 401 { throw RemoteError.unauthorized(url: target.absoluteString) }
        return response
      }
      guard next.host == url.host || next.scheme == "https" else {
        throw RemoteError.notWebDAV(
          url: target.absoluteString, reason: "it redirects to \(next.absoluteString)")
      }
      target = next
    }
    throw RemoteError.notWebDAV(url: url.absoluteString, reason: "too many redirects")
  }

  private func sendOnce(
    _ method: String, _ url: URL, headers: [(String, String)], body: Data?
  ) async throws -> DAVResponse {
    var request = HTTPClientRequest(url: url.absoluteString)
    request.method = HTTPMethod(rawValue: method)
    request.headers.add(name: "Authorization", value: connection.authorization)
    request.headers.add(name: "User-Agent", value: "contacts-sync")
    for (name, value) in headers { request.headers.add(name: name, value: value) }
    if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
    do {
      let response = try await client.execute(request, timeout: .seconds(Int64(deadline)))
      let bytes = try await response.body.collect(upTo: maximumBodySize)
      return DAVResponse(
        url: url, status: Int(response.status.code),
        contentType: response.headers.first(name: "Content-Type") ?? "",
        etag: response.headers.first(name: "ETag"),
        location: response.headers.first(name: "Location"),
        // No copy: a large book's listing is held once, not twice.
        body: bytes.getData(
          at: bytes.readerIndex, length: bytes.readableBytes, byteTransferStrategy: .noCopy)
          ?? Data())
    } catch let error as RemoteError {
      throw error
    } catch let error as HTTPClientError where waited(error) != nil {
      throw RemoteError.unreachable(
        url: url.absoluteString, reason: "timed out after \(waited(error) ?? 0) s")
    } catch let error as NIOSSLError {
      throw RemoteError.unreachable(
        url: url.absoluteString,
        reason: "its certificate is not trusted (\(error)); give --ca-file for a self-signed one")
    } catch {
      throw RemoteError.unreachable(url: url.absoluteString, reason: String(describing: error))
    }
  }

  /// The seconds a timeout waited, or nil for another error.
  private func waited(_ error: HTTPClientError) -> Int? {
    switch error {
    case .readTimeout: connection.timeoutSeconds
    case .deadlineExceeded: deadline
    case .connectTimeout: connectTimeout
    default: nil
    }
  }
}
