import Foundation

/// The header fields of an HTTP head's lines after the status line (`Name: value`), by name in
/// lower case, the value trimmed; a line without a colon is left out.
public func headerFields<Line: StringProtocol>(_ lines: some Sequence<Line>) -> [String: String] {
  var headers: [String: String] = [:]
  for line in lines {
    guard let colon = line.firstIndex(of: ":") else { continue }
    headers[line[..<colon].lowercased()] = line[line.index(after: colon)...]
      .trimmingCharacters(in: .whitespaces)
  }
  return headers
}
