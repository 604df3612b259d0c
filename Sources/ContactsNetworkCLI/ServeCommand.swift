import ArgumentParser
import ContactsCLI
import ContactsNetworkRoot
import ContactsRoot
import ContactsWeb
import Foundation
import Logging

/// `contacts serve`: both builds in the browser, MVVM at /mvvm/ and VIPER at /viper/.
struct ServeCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "serve",
    abstract: NetworkCommands.serveAbstract,
    discussion: """
      Both builds read and write the same database, which `contacts add` and `contacts list` \
      may use at the same time. Phones and other CardDAV clients sync with it at /dav/ \
      (discovery from the bare address through /.well-known/carddav): the database is the book \
      named after its file, and clients may make more (`contacts book`, docs/accounts.md). \
      On an address other than loopback it needs accounts (`contacts \
      user add`) and HTTPS (--tls-certificate, --tls-key), or --allow-insecure-http behind a \
      proxy that adds TLS. The sync page syncs the accounts `contacts sync add-account` \
      added, with the password from the account's --password-command, \
      $CONTACTS_SYNC_PASSWORD or ~/.netrc, as `contacts sync` does (never a prompt, never \
      stored). Press Ctrl-C to stop.
      """
  )

  @Option(help: "The address to listen on. The default, 127.0.0.1, lets only this computer in.")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on; 0 picks a free one.")
  var port = 8080

  @Option(help: "The database file to use (created when missing).")
  var database: String?

  @Option(
    help: ArgumentHelp(
      "Seconds a request's headers may take to arrive before the connection is closed.",
      valueName: "seconds"))
  var headerTimeout = 10

  @Option(
    help: ArgumentHelp(
      "A PEM file of the server's certificate chain, to serve HTTPS (with --tls-key).",
      valueName: "file"))
  var tlsCertificate: String?

  @Option(
    help: ArgumentHelp("A PEM file of the certificate's private key.", valueName: "file"))
  var tlsKey: String?

  @OptionGroup var server: ServerOptions

  func validate() throws {
    guard (0...65535).contains(port) else { throw ValidationError("--port must be 0 to 65535.") }
    guard (1...3600).contains(headerTimeout) else {
      throw ValidationError("--header-timeout must be 1 to 3600 seconds.")
    }
    try LocalFile.refuseUnknownHost(host)
  }

  func run() async throws {
    let configuration: WebConfiguration
    do {
      configuration = WebConfiguration(
        host: host, port: port, headerTimeout: .seconds(headerTimeout),
        tls: try ServeRefusal.tls(certificate: tlsCertificate, key: tlsKey))
    } catch {
      throw CommandFailure(error.message, status: .usage)
    }
    let root = try await openAppRoot(explicitPath: database, access: .readWrite)
    var logger = Logger(label: "contacts")
    logger.logLevel = .warning
    do {
      try await root.serveWeb(configuration: configuration, server: server.settings, logger: logger)
      { url in
        printNow(
          "Contacts is running at \(url) (MVVM: \(url)mvvm/, VIPER: \(url)viper/, "
            + "CardDAV: \(url)dav/). "
            + "Press Ctrl-C to stop.")
      }
    } catch let refusal as ServeRefusal {
      throw CommandFailure(refusal.message, status: .usage)
    } catch WebServerError.portInUse(let host, let port) {
      throw CommandFailure(
        "port \(port) is already in use on \(host); stop the other program or choose another "
          + "with --port")
    }
    printNow("Stopped.")
  }
}

/// Prints a line at once, even when standard output is a pipe that would buffer it.
private func printNow(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}
