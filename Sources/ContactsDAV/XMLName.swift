/// An XML element's name with its namespace resolved: `d:prop`, `prop` in a default `DAV:`
/// namespace and `ns0:prop` are all `XMLName(namespace: "DAV:", local: "prop")`.
struct XMLName: Hashable, Sendable {
  let namespace: String
  let local: String

  static let davNamespace = "DAV:"
  static let cardNamespace = "urn:ietf:params:xml:ns:carddav"
  static let serverNamespace = "http://calendarserver.org/ns/"

  /// A name in `DAV:`.
  static func dav(_ local: String) -> XMLName { XMLName(namespace: davNamespace, local: local) }
  /// A name in CardDAV's namespace.
  static func card(_ local: String) -> XMLName { XMLName(namespace: cardNamespace, local: local) }
  /// A name in the calendar server's namespace (`getctag`).
  static func server(_ local: String) -> XMLName {
    XMLName(namespace: serverNamespace, local: local)
  }

  /// The prefix this server writes the namespace with, nil for one it declares where it is used.
  var prefix: String? {
    switch namespace {
    case Self.davNamespace: "d"
    case Self.cardNamespace: "card"
    case Self.serverNamespace: "cs"
    default: nil
    }
  }
}

/// One element of a request's XML body: its name, attributes, children and text.
struct XMLNode: Sendable {
  let name: XMLName
  var attributes: [String: String] = [:]
  var children: [XMLNode] = []
  var text = ""

  /// The first child named `name`.
  func child(_ name: XMLName) -> XMLNode? { children.first { $0.name == name } }

  /// Every child named `name`.
  func children(_ name: XMLName) -> [XMLNode] { children.filter { $0.name == name } }
}
