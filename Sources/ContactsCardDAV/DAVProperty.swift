/// One property of a WebDAV resource, as much of it as sync reads.
struct DAVProperty: Hashable, Sendable {
  /// The text directly inside, such as an ETag, a token or a vCard.
  var text = ""
  /// The `DAV:href`s anywhere inside, such as a principal's or a home set's.
  var hrefs: [String] = []
  /// Every element inside, in document order, with its attributes: a resource type, the
  /// reports or privileges offered, the vCard versions supported.
  var elements: [DAVElement] = []

  /// Whether an element called `name` is anywhere inside.
  func contains(_ name: DAVName) -> Bool {
    elements.contains { $0.name == name }
  }
}

/// An element inside a property, with its attributes.
struct DAVElement: Hashable, Sendable {
  let name: DAVName
  let attributes: [String: String]
}
