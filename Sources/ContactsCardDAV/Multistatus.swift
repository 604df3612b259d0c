import ContactsDomain
import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// A WebDAV multistatus (RFC 4918), read with a SAX parser: namespaces resolved, so `d:`,
/// `ns0:` and default-namespace documents read the same, and `DAV:sync-token` found before or
/// after the responses.
struct Multistatus: Sendable {
  var resources: [DAVResource] = []
  /// The sync-collection token, when the answer has one.
  var syncToken: String?

  /// Reads `stream` chunk by chunk; throws `RemoteError.malformed` for XML that is broken,
  /// truncated or not a multistatus, naming `url`. With `each`, every resource goes there as it
  /// is read instead of into `resources`: a listing of a large book is never held whole.
  static func read(
    _ stream: InputStream, from url: URL, each: ((DAVResource) throws -> Void)? = nil
  ) throws -> Multistatus {
    let parser = XMLParser(stream: stream)
    parser.shouldProcessNamespaces = true
    let reader = MultistatusReader(each: each)
    parser.delegate = reader
    let parsed = parser.parse()
    if let failure = reader.failure { throw failure }
    guard parsed else {
      let reason = parser.parserError.map {
        "\($0.localizedDescription) at line \(parser.lineNumber)"
      }
      throw RemoteError.malformed(url: url.absoluteString, reason: reason ?? "broken XML")
    }
    guard reader.sawMultistatus else {
      throw RemoteError.malformed(url: url.absoluteString, reason: "the root is not a multistatus")
    }
    // libxml2 may accept a document cut short: a multistatus must also end.
    guard reader.isComplete else {
      throw RemoteError.malformed(url: url.absoluteString, reason: "the answer is cut short")
    }
    return reader.result
  }
}

/// The parser's delegate: follows response › propstat › prop › property.
private final class MultistatusReader: NSObject, XMLParserDelegate {
  var result = Multistatus()
  private let each: ((DAVResource) throws -> Void)?
  /// What `each` threw, which stopped the parser.
  var failure: (any Error)?
  var sawMultistatus = false
  /// The root element was closed.
  var isComplete = false
  private var path: [DAVName] = []
  private var text = ""
  private var resource: DAVResource?
  private var propstat: [DAVName: DAVProperty] = [:]
  private var propstatStatus: Int?
  /// The property being read, and how deep it starts.
  private var property: (name: DAVName, value: DAVProperty, depth: Int)?

  init(each: ((DAVResource) throws -> Void)?) {
    self.each = each
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let name = DAVName(namespace: namespaceURI ?? "", local: elementName)
    let parent = path.last
    path.append(name)
    text = ""
    if path.count == 1 { sawMultistatus = name == .dav("multistatus") }
    if var current = property {
      current.value.elements.append(DAVElement(name: name, attributes: attributes))
      property = current
    } else if parent == .dav("prop"), resource != nil {
      property = (name, DAVProperty(), path.count)
    } else if name == .dav("response") {
      resource = DAVResource()
    } else if name == .dav("propstat") {
      propstat = [:]
      propstatStatus = nil
    }
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    text += string
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    text += String(decoding: block, as: UTF8.self)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    let name = path.removeLast()
    let parent = path.last
    if path.isEmpty { isComplete = true }
    defer { text = "" }
    if var current = property {
      if path.count + 1 == current.depth {
        if current.value.text.isEmpty { current.value.text = text }
        propstat[current.name] = current.value
        property = nil
      } else {
        if name == .dav("href") { current.value.hrefs.append(Self.path(of: text)) }
        property = current
      }
      return
    }
    switch (name, parent) {
    case (.dav("href"), .dav("response")?): resource?.href = Self.path(of: text)
    case (.dav("status"), .dav("response")?): resource?.status = Self.status(text)
    case (.dav("status"), .dav("propstat")?): propstatStatus = Self.status(text)
    case (.dav("propstat"), _):
      if let status = propstatStatus, (200..<300).contains(status) {
        resource?.properties.merge(propstat) { first, _ in first }
      }
    case (.dav("response"), _):
      if let resource {
        guard let each else {
          result.resources.append(resource)
          break
        }
        do {
          try each(resource)
        } catch {
          failure = error
          parser.abortParsing()
        }
      }
      resource = nil
    case (.dav("sync-token"), .dav("multistatus")?):
      result.syncToken = text.trimmingCharacters(in: .whitespacesAndNewlines)
    default: break
    }
  }

  /// "HTTP/1.1 404 Not Found" → 404.
  private static func status(_ line: String) -> Int? {
    line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
  }

  /// An href as a path: a full URL loses its scheme and host.
  static func path(of href: String) -> String {
    let trimmed = href.trimmingCharacters(in: .whitespacesAndNewlines)
    guard trimmed.contains("://"), let url = URLComponents(string: trimmed) else { return trimmed }
    return url.percentEncodedPath
  }
}
