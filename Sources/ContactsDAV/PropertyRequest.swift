/// What a PROPFIND (or a REPORT's `prop`) asks for, and how one resource's answer is written:
/// found properties in a 200 propstat, missing ones in a 404.
enum PropertyRequest: Sendable {
  case properties([XMLName])
  case all
  case names

  /// The request of a `propfind` element (an empty body is `allprop`).
  static func of(_ propfind: XMLNode?) throws(DAVError) -> PropertyRequest {
    guard let propfind else { return .all }
    guard propfind.name == .dav("propfind") else {
      throw .badRequest("a PROPFIND body is a DAV:propfind")
    }
    if let prop = propfind.child(.dav("prop")) { return .properties(prop.children.map(\.name)) }
    if propfind.child(.dav("propname")) != nil { return .names }
    return .all
  }

  /// Whether the answer needs the bytes of a card.
  var needsBytes: Bool {
    if case .properties(let names) = self { return names.contains(.dav("getcontentlength")) }
    return false
  }

  /// One `DAV:response` for `resource`.
  func response(
    _ resource: DAVResource, _ properties: ResourceProperties, extra: [XMLName: String] = [:]
  ) -> String {
    var found = ""
    var missing = ""
    switch self {
    case .names:
      for name in properties.names(of: resource) { found += XMLText.element(name) }
    case .all:
      for name in ResourceProperties.allprop {
        if let value = properties.value(name, of: resource) {
          found += XMLText.element(name, content: value)
        }
      }
    case .properties(let names):
      for name in names {
        if let value = extra[name] ?? properties.value(name, of: resource) {
          found += XMLText.element(name, content: value)
        } else {
          missing += XMLText.element(name)
        }
      }
    }
    var xml = "<d:response><d:href>\(resource.href)</d:href>"
    if !found.isEmpty || missing.isEmpty { xml += Self.propstat(found, "200 OK") }
    if !missing.isEmpty { xml += Self.propstat(missing, "404 Not Found") }
    return xml + "</d:response>"
  }

  static func propstat(_ props: String, _ status: String) -> String {
    "<d:propstat><d:prop>\(props)</d:prop><d:status>HTTP/1.1 \(status)</d:status></d:propstat>"
  }

  /// A `DAV:response` with a status alone (a card gone, a name not found).
  static func status(_ href: String, _ status: String) -> String {
    "<d:response><d:href>\(href)</d:href><d:status>HTTP/1.1 \(status)</d:status></d:response>"
  }
}
