import Foundation

/// One change the generator makes to a file that exists, to wire a new screen in: lines inserted
/// into a block (an enum's cases, a switch, a type's body), or a protocol taking on another.
public struct SourceEdit: Hashable, Sendable {
  /// What the edit does.
  public enum Change: Hashable, Sendable {
    /// Inserts `lines` at the end of the block opened on the line holding the last of `path`
    /// (each found after the one before it), or before its line holding `before` when it has one.
    case insert(lines: String, path: [String], before: String?)
    /// Adds `name` first to the list of protocols on the line holding `declaration`.
    case conform(declaration: String, to: String)
  }

  /// The file, from the package root.
  public let file: String
  public let change: Change

  /// `text` with this edit made; unchanged when it was made before (its first line that is no
  /// comment, or the protocol, is already there). Throws when the lines it is anchored on are not found.
  func apply(to text: String) throws(GeneratorError) -> String {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    switch change {
    case .insert(let inserted, let path, let before):
      let block = try self.block(in: lines, path: path)
      let key = inserted.split(separator: "\n").first { !$0.trimmed.hasPrefix("//") }?.trimmed
      if lines[block].contains(where: { $0.trimmed == key }) { return text }
      let end =
        before.flatMap { marker in lines[block].firstIndex { $0.contains(marker) } }
        ?? block.upperBound
      // Blank lines kept: a method's template ends with one, which parts it from what follows.
      let added = inserted.split(separator: "\n", omittingEmptySubsequences: false)
      lines.insert(contentsOf: added.map(String.init), at: end)
    case .conform(let declaration, let name):
      guard let index = lines.firstIndex(where: { $0.contains(declaration) }) else {
        throw .wiringNotFound(file, declaration)
      }
      if lines[index].contains(" \(name),") || lines[index].contains(" \(name) ") { return text }
      guard let colon = lines[index].range(of: declaration + ":") else {
        throw .wiringNotFound(file, declaration + ":")
      }
      lines[index].replaceSubrange(colon, with: "\(declaration): \(name),")
    }
    return lines.joined(separator: "\n")
  }

  /// The lines inside the block opened on the line holding the last of `path`, up to (not
  /// including) the line that closes it.
  private func block(in lines: [String], path: [String]) throws(GeneratorError) -> Range<Int> {
    var start = 0
    for anchor in path {
      guard let found = lines[start...].firstIndex(where: { $0.contains(anchor) }) else {
        throw .wiringNotFound(file, anchor)
      }
      start = found
    }
    var depth = 0
    for index in start..<lines.count {
      for character in lines[index] {
        if character == "{" { depth += 1 }
        if character == "}" { depth -= 1 }
      }
      if depth == 0, index > start { return (start + 1)..<index }
    }
    throw .wiringNotFound(file, "the end of the block of \(path.last ?? "")")
  }
}

extension StringProtocol {
  fileprivate var trimmed: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
