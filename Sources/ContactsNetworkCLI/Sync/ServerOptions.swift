import ArgumentParser
import ContactsNetworkRoot

/// How to reach a sync server: what `sync` and `sync add-account` take.
struct ServerOptions: ParsableArguments {
  @Flag(
    help: ArgumentHelp(
      "Allow plain HTTP: to a sync server on another machine, and for serve, on an address "
        + "other than loopback (passwords then travel unencrypted)."))
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

  /// What the options say, as the composition root takes it.
  var settings: ServerSettings {
    ServerSettings(allowInsecureHTTP: allowInsecureHTTP, caFile: caFile, timeoutSeconds: timeout)
  }
}
