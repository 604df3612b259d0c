import Foundation

/// A self-signed certificate for 127.0.0.1 that openssl makes in a test's folder.
public struct SelfSignedCertificate: Sendable {
  /// The PEM certificate.
  public let certificate: String
  /// The PEM private key, unencrypted.
  public let key: String

  /// Makes one in `folder` (`cert.pem`, `key.pem`), valid for two days.
  public static func make(in folder: URL) throws -> SelfSignedCertificate {
    let made = SelfSignedCertificate(
      certificate: folder.appendingPathComponent("cert.pem").path,
      key: folder.appendingPathComponent("key.pem").path)
    let result = try ChildProcess.run(
      URL(fileURLWithPath: "/usr/bin/openssl"),
      [
        "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", made.key, "-out",
        made.certificate, "-days", "2", "-subj", "/CN=127.0.0.1", "-addext",
        "subjectAltName=IP:127.0.0.1",
      ])
    guard result.status == 0 else {
      throw PeerFailure(
        description: "openssl could not make a certificate: \(result.standardError)")
    }
    return made
  }
}
