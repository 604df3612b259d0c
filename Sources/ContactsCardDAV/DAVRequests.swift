import ContactsDomain

/// The XML bodies sync sends. Never `DAV:limit`: a server that honours it silently drops changes.
enum DAVRequests {
  private static let header = #"<?xml version="1.0" encoding="utf-8"?>"#
  private static let namespaces = #"xmlns:d="DAV:" xmlns:card="urn:ietf:params:xml:ns:carddav""#

  /// What discovery asks of every resource on the way to the address book, and a sync of the
  /// book before it starts. Not `getctag` nor `sync-token`: Radicale computes them over every
  /// card (1.2 s at 10,000), and sync-collection says the same.
  static let discovery = propfind(
    "<d:resourcetype/><d:current-user-principal/><card:addressbook-home-set/>"
      + "<d:supported-report-set/><d:current-user-privilege-set/><card:supported-address-data/>")

  /// The ETag listing of an address book.
  static let etags = propfind("<d:resourcetype/><d:getetag/>")

  /// A sync-collection report from `token` ("" for the initial sync).
  static func syncCollection(token: String) -> String {
    header
      + "<d:sync-collection \(namespaces)><d:sync-token>\(MarkupText.escaped(token))</d:sync-token>"
      + "<d:sync-level>1</d:sync-level><d:prop><d:getetag/></d:prop></d:sync-collection>"
  }

  /// A multiget of the cards at `hrefs`, with their ETags.
  static func multiget(_ hrefs: some Sequence<String>) -> String {
    header + "<card:addressbook-multiget \(namespaces)>"
      + "<d:prop><d:getetag/><card:address-data/></d:prop>"
      + hrefs.map { "<d:href>\(MarkupText.escaped($0))</d:href>" }.joined()
      + "</card:addressbook-multiget>"
  }

  private static func propfind(_ properties: String) -> String {
    header + "<d:propfind \(namespaces)><d:prop>\(properties)</d:prop></d:propfind>"
  }
}
