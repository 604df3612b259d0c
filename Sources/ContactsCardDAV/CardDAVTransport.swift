import AsyncHTTPClient
import ContactsDomain
import ContactsSpool
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
  /// The largest answer read, so a runaway server cannot exhaust memory or disk.
  private let maximumBodySize: Int
  private let connectTimeout = 15
  /// Seconds one request may take in all, however steadily the answer comes.
  private var deadline: Int { max(300, connection.timeoutSeconds) }

  init(connection: CardDAVConnection, maximumBodySize: Int = 512 * 1024 * 1024) throws {
    self.connection = connection
    self.maximumBodySize = maximumBodySize
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

  /// Sends `method` to `url`, following up to five redirects; the answer's body is read whole.
  func send(
    _ method: String, _ url: URL, headers: [(String, String)] = [], body: Data? = nil
  ) async throws -> DAVResponse {
    try await exchange(method, url, headers: headers, body: body) { head, answer in
      try await collect(head, answer)
    }
  }

  /// Sends `method` to `url`, following up to five redirects, and hands the final answer's
  /// head and unread body to `read`, whose failures to read are reported as the send's.
  func exchange<Result>(
    _ method: String, _ url: URL, headers: [(String, String)] = [], body: Data? = nil,
    read: (DAVResponse, HTTPClientResponse.Body) async throws -> Result
  ) async throws -> Result {
    var target = url
    for _ in 0..<5 {
      let (head, answer) = try await reported(target) {
        try await start(method, target, headers: headers, body: body)
      }
      guard [301, 302, 307, 308].contains(head.status), let location = head.location,
        let next = URL(string: location, relativeTo: target)?.absoluteURL
      else {
        if head.status == 401 { throw RemoteError.unauthorized(url: target.absoluteString) }
        return try await reported(target) { try await read(head, answer) }
      }
      // Read to its end, as before this answer was streamed, so the connection can serve the next.
      _ = try await reported(target) { try await collect(head, answer) }
      guard next.host == url.host || next.scheme == "https" else {
        throw RemoteError.notWebDAV(
          url: target.absoluteString, reason: "it redirects to \(next.absoluteString)")
      }
      target = next
    }
    throw RemoteError.notWebDAV(url: url.absoluteString, reason: "too many redirects")
  }

  /// The answer to `head` with its body read whole, up to the largest answer read.
  func collect(_ head: DAVResponse, _ answer: HTTPClientResponse.Body) async throws -> DAVResponse {
    let bytes = try await answer.collect(upTo: maximumBodySize)
    // No copy: the body is held once, not twice.
    return head.with(
      body: bytes.getData(
        at: bytes.readerIndex, length: bytes.readableBytes, byteTransferStrategy: .noCopy)
        ?? Data())
  }

  /// Writes the body into `file` as it arrives, so a large answer is never held in memory;
  /// an answer larger than the largest read is refused.
  func spool(_ answer: HTTPClientResponse.Body, into file: ScratchFile, from url: URL)
    async throws
  {
    for try await chunk in answer {
      guard file.size + UInt64(chunk.readableBytes) <= maximumBodySize else {
        throw RemoteError.malformed(
          url: url.absoluteString,
          reason: "the answer is larger than \(maximumBodySize) bytes")
      }
      try file.append(chunk.readableBytesView)
    }
  }

  /// Sends one request; the answer's body is left to read.
  private func start(
    _ method: String, _ url: URL, headers: [(String, String)], body: Data?
  ) async throws -> (DAVResponse, HTTPClientResponse.Body) {
    var request = HTTPClientRequest(url: url.absoluteString)
    request.method = HTTPMethod(rawValue: method)
    request.headers.add(name: "Authorization", value: connection.authorization)
    request.headers.add(name: "User-Agent", value: "contacts-sync")
    for (name, value) in headers { request.headers.add(name: name, value: value) }
    if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
    let response = try await client.execute(request, timeout: .seconds(Int64(deadline)))
    let head = DAVResponse(
      url: url, status: Int(response.status.code),
      contentType: response.headers.first(name: "Content-Type") ?? "",
      etag: response.headers.first(name: "ETag"),
      location: response.headers.first(name: "Location"), body: Data())
    return (head, response.body)
  }

  /// Runs `body`, turning the client's failures for `url` into `RemoteError`s.
  private func reported<T>(_ url: URL, _ body: () async throws -> T) async throws -> T {
    do {
      return try await body()
    } catch let error as RemoteError {
      throw error
    } catch let error as ScratchFile.Failure {
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
