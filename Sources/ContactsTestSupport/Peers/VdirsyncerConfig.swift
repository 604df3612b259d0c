import Foundation

/// The configuration of vdirsyncer 0.21 as a second device: the pair `contacts` of a folder of
/// `.vcf` files (`phone`) and one address book (`server`), `collections = null`.
public enum VdirsyncerConfig {
  /// The file's text: state in `statusFolder`, cards in `vcardFolder`, the book at `bookURL`
  /// signed in as `username` with the password in `passwordFile` (no credentials when
  /// `username` is empty, for a server without accounts).
  public static func text(
    statusFolder: URL, vcardFolder: URL, bookURL: String, username: String, passwordFile: URL
  ) -> String {
    let credentials =
      username.isEmpty
      ? ""
      : """
      username = "\(username)"
      password.fetch = ["command", "cat", "\(passwordFile.path)"]
      """
    return """
      [general]
      status_path = "\(statusFolder.path)/"

      [pair contacts]
      a = "phone"
      b = "server"
      collections = null

      [storage phone]
      type = "filesystem"
      path = "\(vcardFolder.path)/"
      fileext = ".vcf"

      [storage server]
      type = "carddav"
      url = "\(bookURL)"
      \(credentials)
      """
  }
}
