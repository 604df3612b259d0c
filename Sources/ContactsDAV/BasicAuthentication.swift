import ContactsDomain
import Foundation
import HTTPTypes
import Hummingbird

/// Basic authentication on every DAV path (RFC 7617), asked of `AccountCheck`: with no accounts
/// every request is the sole owner's; else a request without good credentials gets 401 with a
/// challenge, and one while sign-ins are slowed down gets 429 with `Retry-After`.
struct BasicAuthentication: RouterMiddleware {
  typealias Context = DAVContext

  let accounts: any AccountCheck
  static let realm = "Contacts"

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var context = context
    context.owner = try await owner(of: request, from: context.address)
    return try await next(request, context)
  }

  private func owner(of request: Request, from address: String) async throws -> String {
    guard try await accounts.hasAccounts() else { return soleOwner }
    guard let (name, password) = Self.credentials(request.headers[.authorization]) else {
      throw Self.challenge("sign in with your account's name and password")
    }
    do {
      guard let owner = try await accounts.signIn(name: name, password: password, from: address)
      else { throw Self.challenge("wrong name or password") }
      return owner
    } catch SignInError.slowedDown(let seconds) {
      var error = DAVError(.tooManyRequests, "too many failed sign-ins: try again later")
      error.headers[.retryAfter] = String(seconds)
      throw error
    }
  }

  private static func challenge(_ message: String) -> DAVError {
    var error = DAVError(.unauthorized, message)
    error.headers[.wwwAuthenticate] = "Basic realm=\"\(realm)\", charset=\"UTF-8\""
    return error
  }

  /// The name and password of a `Basic` authorization, nil for anything else.
  static func credentials(_ header: String?) -> (String, String)? {
    guard let header, header.count <= 4096 else { return nil }
    let parts = header.split(separator: " ", maxSplits: 1)
    guard parts.count == 2, parts[0].lowercased() == "basic",
      let data = Data(base64Encoded: String(parts[1]).trimmingCharacters(in: .whitespaces)),
      let text = String(data: data, encoding: .utf8), let colon = text.firstIndex(of: ":")
    else { return nil }
    return (String(text[..<colon]), String(text[text.index(after: colon)...]))
  }
}
