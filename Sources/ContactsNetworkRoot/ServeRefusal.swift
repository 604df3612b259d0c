import ContactsDomain
import Foundation
import NIOSSL

/// Why `contacts serve` will not start: where others can reach it, it needs accounts to keep
/// them out and TLS to keep their passwords off the wire.
public enum ServeRefusal: UserFacingError, Equatable {
  /// Listening on `host`, which is not loopback, with no account.
  case noAccounts(host: String)
  /// Listening on `host`, which is not loopback, in plain HTTP.
  case plainHTTP(host: String)
  /// One of --tls-certificate and --tls-key without the other.
  case halfTLS
  /// The certificate or key file at `path` could not be used, for `reason`.
  case tlsFile(path: String, reason: String)

  public var message: String {
    switch self {
    case .noAccounts(let host):
      "listening on \(host) lets other computers in, and this database has no account to keep "
        + "them out: add one with `contacts user add NAME`, or listen on 127.0.0.1"
    case .plainHTTP(let host):
      "listening on \(host) in plain HTTP would send passwords unencrypted: give "
        + "--tls-certificate FILE and --tls-key FILE, or --allow-insecure-http when a proxy on "
        + "this computer adds TLS"
    case .halfTLS: "--tls-certificate and --tls-key go together: give both, or neither"
    case .tlsFile(let path, let reason): "cannot use \(path) for TLS: \(reason)"
    }
  }

  /// Why a server on `host` may not start, or nil when it may: loopback always may; any other
  /// address needs accounts, and TLS unless `allowInsecureHTTP`.
  public static func check(
    host: String, isLoopback: Bool, hasAccounts: Bool, secure: Bool, allowInsecureHTTP: Bool
  ) -> ServeRefusal? {
    if isLoopback { return nil }
    if !hasAccounts { return .noAccounts(host: host) }
    if !secure, !allowInsecureHTTP { return .plainHTTP(host: host) }
    return nil
  }

  /// The TLS configuration of a server with the PEM certificate chain at `certificate` and the
  /// PEM private key at `key`; nil when neither is given.
  public static func tls(certificate: String?, key: String?) throws(ServeRefusal)
    -> TLSConfiguration?
  {
    switch (certificate, key) {
    case (nil, nil): return nil
    case (let certificate?, let key?):
      let chain: [NIOSSLCertificate]
      let privateKey: NIOSSLPrivateKey
      do {
        chain = try NIOSSLCertificate.fromPEMFile(certificate)
      } catch {
        throw .tlsFile(path: certificate, reason: "it is not a readable PEM certificate (\(error))")
      }
      if chain.isEmpty { throw .tlsFile(path: certificate, reason: "it holds no certificate") }
      do {
        privateKey = try NIOSSLPrivateKey(file: key, format: .pem)
      } catch {
        throw .tlsFile(path: key, reason: "it is not a readable PEM private key (\(error))")
      }
      return TLSConfiguration.makeServerConfiguration(
        certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(privateKey))
    default: throw .halfTLS
    }
  }
}
