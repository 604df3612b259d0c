import Foundation

/// One `DAV:response` of a multistatus: a resource, its status and the properties it has.
struct DAVResource: Hashable, Sendable {
  /// The href as a path (`/alice/contacts/ada.vcf`), whatever form the server wrote.
  var href = ""
  /// The status of the response itself, when it has one (a 404 for a removed card).
  var status: Int?
  /// The properties found (from the propstats with a 2xx status), by name.
  var properties: [DAVName: DAVProperty] = [:]

  subscript(name: DAVName) -> DAVProperty? { properties[name] }

  /// The trimmed text of the property `name`, nil when absent or empty.
  func text(_ name: DAVName) -> String? {
    let text = properties[name]?.text.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
    return text.isEmpty ? nil : text
  }

  /// Whether the resource is an address book.
  var isAddressBook: Bool { self[.dav("resourcetype")]?.contains(.cardDAV("addressbook")) == true }

  /// Whether the resource is a collection of any kind.
  var isCollection: Bool { self[.dav("resourcetype")]?.contains(.dav("collection")) == true }
}
