import ContactsDomain

/// The live properties of the resources: each property's value, as XML inside its element, or
/// nil when the resource has no such property (a 404 propstat).
struct ResourceProperties: Sendable {
  let formats: CardFormats

  /// What `allprop` returns: the properties RFC 4918 defines and the cheap ones CardDAV clients
  /// read; `getcontentlength` costs a card's body, so it comes only when named.
  static let allprop: [XMLName] = [
    .dav("resourcetype"), .dav("displayname"), .dav("getetag"), .dav("getcontenttype"),
    .server("getctag"), .dav("sync-token"), .dav("getlastmodified"),
  ]

  /// Every property a resource may have, for `propname`.
  static let known: [XMLName] =
    allprop + [
      .dav("getcontentlength"), .dav("current-user-principal"), .dav("principal-URL"),
      .card("addressbook-home-set"), .card("supported-address-data"),
      .card("max-resource-size"), .dav("current-user-privilege-set"),
      .dav("supported-report-set"),
    ]

  static let cardType = "text/vcard; charset=utf-8"

  func value(_ name: XMLName, of resource: DAVResource) -> String? {
    switch (name.namespace, name.local) {
    case (XMLName.davNamespace, "current-user-principal"):
      return href(.principal(owner: resource.user))
    case (XMLName.davNamespace, "resourcetype"): return resourceType(resource)
    case (XMLName.davNamespace, "current-user-privilege-set"):
      if case .root = resource { return nil }
      return Self.privileges
    default: return specific(name, of: resource)
    }
  }

  /// The names of the properties `resource` has.
  func names(of resource: DAVResource) -> [XMLName] {
    Self.known.filter { value($0, of: resource) != nil }
  }

  private func specific(_ name: XMLName, of resource: DAVResource) -> String? {
    switch (resource, name) {
    case (.principal(let owner), .dav("displayname")): XMLText.escaped(owner)
    case (.principal(let owner), .dav("principal-URL")): href(.principal(owner: owner))
    case (.principal(let owner), .card("addressbook-home-set")): href(.home(owner: owner))
    case (.book(_, let book, _), .dav("displayname")):
      XMLText.escaped(book.displayName ?? book.name)
    case (.book(_, _, let state), .server("getctag")): XMLText.escaped(state.ctag)
    case (.book(_, _, let state), .dav("sync-token")): XMLText.escaped(state.syncToken)
    case (.book, .card("supported-address-data")): supportedAddressData
    case (.book, .card("max-resource-size")): String(DAVContext.bodyLimit)
    case (.book, .dav("supported-report-set")): Self.reports
    case (.card(_, _, let entry, _), .dav("getetag")): XMLText.escaped(entry.etag)
    case (.card, .dav("getcontenttype")): Self.cardType
    case (.card(_, _, _, let bytes?), .dav("getcontentlength")): String(bytes.count)
    case (.plain(_, let resource), _): plain(name, of: resource)
    default: nil
    }
  }

  private func resourceType(_ resource: DAVResource) -> String {
    switch resource {
    case .root, .home: "<d:collection/>"
    case .principal: "<d:collection/><d:principal/>"
    case .book: "<d:collection/><card:addressbook/>"
    case .card: ""
    case .plain(_, let resource): resource.isCollection ? "<d:collection/>" : ""
    }
  }

  /// A property of a plain collection or file: its name, a file's tag, type and length, when
  /// it was written.
  private func plain(_ name: XMLName, of resource: PlainResource) -> String? {
    switch name {
    case .dav("displayname"): resource.path.last.map(XMLText.escaped)
    case .dav("getetag"): resource.etag.map(XMLText.escaped)
    case .dav("getcontenttype"): resource.contentType.map(XMLText.escaped)
    case .dav("getcontentlength"): resource.isCollection ? nil : String(resource.length)
    case .dav("getlastmodified"): HTTPDate.text(resource.modified)
    default: nil
    }
  }

  private func href(_ path: DAVPath) -> String { "<d:href>\(path.href)</d:href>" }

  private var supportedAddressData: String {
    let versions = formats.v4 == nil ? ["3.0"] : ["3.0", "4.0"]
    return versions.map {
      "<card:address-data-type content-type=\"text/vcard\" version=\"\($0)\"/>"
    }.joined()
  }

  private static let privileges = [
    "read", "write", "write-properties", "write-content", "bind", "unbind",
  ]
  .map { "<d:privilege><d:\($0)/></d:privilege>" }.joined()

  private static let reports = [
    "<d:sync-collection/>", "<card:addressbook-multiget/>", "<card:addressbook-query/>",
  ].map { "<d:supported-report><d:report>\($0)</d:report></d:supported-report>" }.joined()
}
