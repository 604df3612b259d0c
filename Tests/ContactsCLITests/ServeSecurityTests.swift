import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsNetworkRoot

/// Where others can reach it, `contacts serve` needs accounts and TLS.
@Suite(
  "contacts serve refuses to be open or plain where others can reach it",
  .removesTemporaryFolders)
struct ServeSecurityTests {
  @Test func loopbackAlwaysStartsAndAnyOtherAddressNeedsAccountsThenTLS() {
    let check = { (loopback: Bool, accounts: Bool, secure: Bool, insecure: Bool) in
      ServeRefusal.check(
        host: "192.0.2.1", isLoopback: loopback, hasAccounts: accounts, secure: secure,
        allowInsecureHTTP: insecure)
    }
    #expect(check(true, false, false, false) == nil)
    #expect(check(false, false, true, true) == .noAccounts(host: "192.0.2.1"))
    #expect(check(false, true, false, false) == .plainHTTP(host: "192.0.2.1"))
    #expect(check(false, true, false, true) == nil)
    #expect(check(false, true, true, false) == nil)
  }

  @Test func anAddressOtherThanLoopbackIsRefusedWithoutAccountsThenWithoutTLS() async throws {
    try await withTemporaryDirectory { folder in
      let database = folder.appendingPathComponent("contacts.sqlite").path
      let serve = ["serve", "--host", "0.0.0.0", "--port", "0", "--database", database]
      let open = try runContacts(serve, home: folder)
      #expect(open.status == 64)
      #expect(open.standardError == "Error: \(ServeRefusal.noAccounts(host: "0.0.0.0").message)\n")
      let file = folder.appendingPathComponent("password")
      try Data("correct horse battery\n".utf8).write(to: file)
      let add = try runContacts(
        ["user", "add", "ada", "--database", database, "--password-command", "cat \(file.path)"],
        home: folder)
      #expect(add.status == 0, "\(add.standardError)")
      let plain = try runContacts(serve, home: folder)
      #expect(plain.status == 64)
      #expect(plain.standardError == "Error: \(ServeRefusal.plainHTTP(host: "0.0.0.0").message)\n")
    }
  }

  @Test func halfATLSPairOrAFileThatIsNoCertificateIsRefused() async throws {
    try await withTemporaryDirectory { folder in
      let half = try runContacts(["serve", "--tls-certificate", "cert.pem"], home: folder)
      #expect(half.status == 64)
      #expect(half.standardError == "Error: \(ServeRefusal.halfTLS.message)\n")
      let junk = folder.appendingPathComponent("junk.pem")
      try Data("not a certificate\n".utf8).write(to: junk)
      let refused = try runContacts(
        ["serve", "--tls-certificate", junk.path, "--tls-key", junk.path], home: folder)
      #expect(refused.status == 64)
      #expect(refused.standardError.hasPrefix("Error: cannot use \(junk.path) for TLS:"))
    }
  }

  @Test func withACertificateItServesHTTPS() async throws {
    try await withTemporaryDirectory { folder in
      let made = try SelfSignedCertificate.make(in: folder)
      let server = try await ServerProcess.contacts(
        database: folder.appendingPathComponent("contacts.sqlite").path,
        extra: ["--tls-certificate", made.certificate, "--tls-key", made.key])
      defer { server.process.kill() }
      #expect(server.baseURL.hasPrefix("https://127.0.0.1:"))
      let curl = { (arguments: [String]) in
        try ChildProcess.run(
          URL(fileURLWithPath: "/usr/bin/curl"),
          ["-sS", "-o", "/dev/null", "-w", "%{http_code}"] + arguments + [server.baseURL + "about"])
      }
      let trusted = try curl(["--cacert", made.certificate])
      #expect(trusted.standardOutput == "200", "\(trusted.standardError)")
      let untrusted = try curl([])
      #expect(untrusted.status != 0, "an unknown certificate is not trusted")
      let plain = try ChildProcess.run(
        URL(fileURLWithPath: "/usr/bin/curl"),
        ["-sS", "-o", "/dev/null", "-w", "%{http_code}", "http://127.0.0.1:\(server.port)/about"])
      #expect(plain.standardOutput != "200", "plain HTTP is not served on the TLS port")
    }
  }
}
