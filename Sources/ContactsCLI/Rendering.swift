import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsTerminal
import Foundation

extension CommonOptions {
  /// One contact: JSON, or its details as lines of text.
  func render(_ card: ContactCard) throws -> String {
    if json { return try ContactJSON.encode(ContactJSON(card)) }
    return card.textLines.joined(separator: "\n")
  }
}

/// Prints a command's output, unless it is empty, made safe for the terminal (as JSON escapes
/// when `asJSON`).
func printOutput(_ text: String, asJSON: Bool) {
  if !text.isEmpty { print(TerminalText.shown(text, asJSON: asJSON)) }
}

/// Writes a line to standard error, where notes for people go, away from the data on stdout.
package func printToStandardError(_ line: String) {
  FileHandle.standardError.write(Data((TerminalText.shown(line) + "\n").utf8))
}
