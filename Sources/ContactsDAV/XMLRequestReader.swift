import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Reads a request's XML body into `XMLNode`s, defensively: a document with a DOCTYPE or an
/// entity declaration is refused before it is parsed (no external entity is fetched, no entity
/// expanded), and so is one nested deeper than `depthLimit`. The body's size is bounded by the
/// request's body limit.
enum XMLRequestReader {
  /// How deep elements may nest: the deepest request CardDAV defines is under ten.
  static let depthLimit = 32

  /// The root element of `data`; throws `DAVError.badRequest` for XML that is refused or broken.
  static func read(_ data: Data) throws(DAVError) -> XMLNode {
    if containsDeclaration(data) {
      throw .badRequest("XML with a DOCTYPE or an entity declaration is refused")
    }
    let parser = XMLParser(data: data)
    parser.shouldProcessNamespaces = true
    parser.shouldResolveExternalEntities = false
    let builder = TreeBuilder()
    parser.delegate = builder
    let parsed = parser.parse()
    if builder.tooDeep { throw .badRequest("XML nested deeper than \(depthLimit) elements") }
    guard parsed, let root = builder.root else {
      let reason =
        parser.parserError.map { " (\($0.localizedDescription), line \(parser.lineNumber))" } ?? ""
      throw .badRequest("the body is not well-formed XML\(reason)")
    }
    return root
  }

  /// Whether `data` has `<!DOCTYPE` or `<!ENTITY`, in any case.
  private static func containsDeclaration(_ data: Data) -> Bool {
    let bytes = [UInt8](data)
    let marker = Array("<!".utf8)
    var index = 0
    while index + 8 <= bytes.count {
      if bytes[index] == marker[0], bytes[index + 1] == marker[1] {
        let word = String(decoding: bytes[(index + 2)..<min(index + 9, bytes.count)], as: UTF8.self)
          .uppercased()
        if word.hasPrefix("DOCTYPE") || word.hasPrefix("ENTITY") { return true }
      }
      index += 1
    }
    return false
  }
}

/// The parser's delegate: builds the tree, and stops at `depthLimit`.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  var root: XMLNode?
  var tooDeep = false
  private var open: [XMLNode] = []

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    guard open.count < XMLRequestReader.depthLimit else {
      tooDeep = true
      parser.abortParsing()
      return
    }
    let name = XMLName(namespace: namespaceURI ?? "", local: elementName)
    open.append(XMLNode(name: name, attributes: attributes))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard !open.isEmpty else { return }
    open[open.count - 1].text += string
  }

  func parser(_ parser: XMLParser, foundCDATA block: Data) {
    guard !open.isEmpty else { return }
    open[open.count - 1].text += String(decoding: block, as: UTF8.self)
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    guard let closed = open.popLast() else { return }
    if open.isEmpty {
      root = closed
    } else {
      open[open.count - 1].children.append(closed)
    }
  }
}
