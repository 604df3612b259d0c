import ContactsBuilds
import ContactsDomain
import Hummingbird

/// Where an error page leads back to, told from the address that failed: the sync page for
/// the sync's errors, the contact for its edit and delete pages, the build's list for the rest
/// of a build, and the start page outside one.
struct WayBack {
  let path: String
  let label: String
  /// The build the person was in, marked in the bar; nil outside one.
  let build: Architecture?

  /// The way back from `requestPath`, which failed with `status`: a contact not found is not
  /// led back to.
  init(from requestPath: String, status: HTTPResponse.Status) {
    let segments = requestPath.split(separator: "/").map(String.init)
    guard let first = segments.first, let build = Architecture(rawValue: first) else {
      (path, label, build) = ("/", "Back to the start page", nil)
      return
    }
    self.build = build
    let section = segments.dropFirst().first
    if section == "sync" {
      (path, label) = (build.syncPath, "Back to Sync")
    } else if section == "contacts", segments.count > 3, status != .notFound,
      let id = Contact.ID(segments[2])
    {
      (path, label) = (build.detailsPath(id), "Back to the contact")
    } else {
      (path, label) = (build.listPath, "Back to Contacts")
    }
  }
}
