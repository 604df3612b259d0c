/// An XML element's name with its namespace: prefixes (`d:`, `ns0:`, none) do not matter.
struct DAVName: Hashable, Sendable, CustomStringConvertible {
  let namespace: String
  let local: String

  static let dav = "DAV:"
  static let cardDAV = "urn:ietf:params:xml:ns:carddav"

  static func dav(_ local: String) -> DAVName { DAVName(namespace: dav, local: local) }
  static func cardDAV(_ local: String) -> DAVName { DAVName(namespace: cardDAV, local: local) }

  var description: String { "{\(namespace)}\(local)" }
}
