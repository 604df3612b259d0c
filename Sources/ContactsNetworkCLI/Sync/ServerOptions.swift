import ArgumentParser
import ContactsCLI
import ContactsCardDAV
import ContactsDomain
import Foundation

/// How to reach a sync server: what `sync` and `sync add-account` take.
struct ServerOptions: ParsableArguments {
  @Flag(help: "Allow http:// to another machine (the password then travels unencrypted).")
  var allowInsecureHTTP = false

  @Option(help: "A PEM file of certificates to trust, for a server with a self-signed one.")
  var caFile: String?

  @Option(
    help: ArgumentHelp(
      "Seconds to wait for the server's answer before giving up (default: the account's, "
        + "else 120).",
      valueName: "seconds"))
  var timeout: Int?

  func validate() throws {
    if let timeout, timeout < 1 { throw ValidationError("--timeout must be 1 second or more") }
  }

  /// The connection for `account`, with its password from wherever it is kept.
  func connection(
    for account: SyncAccount, passwords: PasswordSource = .standard
  ) throws -> CardDAVConnection {
    let url = account.addressBookURL ?? account.url
    do {
      // Checks the URL before a password is asked for.
      _ = try CardDAVConnection(
        url: url, username: account.username, password: "", allowInsecureHTTP: allowInsecureHTTP)
      let host = URL(string: url)?.host ?? url
      return try CardDAVConnection(
        url: url, username: account.username,
        password: try passwords.password(for: account, host: host), caFile: caFile,
        allowInsecureHTTP: allowInsecureHTTP,
        timeoutSeconds: timeout ?? account.timeoutSeconds
          ?? CardDAVConnection.defaultTimeoutSeconds)
    } catch let error as CardDAVConnectionError {
      throw CommandFailure(error.message)
    }
  }
}

extension PasswordSource {
  /// This process's environment and terminal.
  static var standard: PasswordSource {
    PasswordSource(
      environment: ProcessInfo.processInfo.environment, prompt: PasswordSource.terminalPrompt)
  }
}
