import Foundation

/// vCard files for the import and export tests, as other apps write them.
enum TransferFiles {
  /// A vCard 3.0 of `lines`, CRLF-ended.
  static func card(_ lines: String...) -> String {
    (["BEGIN:VCARD", "VERSION:3.0"] + lines + ["END:VCARD", ""]).joined(separator: "\r\n")
  }

  /// Two contacts, one with a UID and a birthday, one without; then a card with one name.
  static let friends =
    card("UID:urn:uuid:grace", "N:Hopper;Grace;;;", "FN:Grace Hopper", "BDAY:1906-12-09")
    + card("N:Babbage;Charles;;;", "FN:Charles Babbage", "TEL;TYPE=work:555-0100")
    + card("NOTE:met at the station")

  /// The line of `friends` where the skipped card begins.
  static let skippedLine = 14

  /// Two different cards with the UID `x` (lines 1 and 7), then the first again (line 13).
  static let sharedUID =
    card("UID:x", "N:Lovelace;Ada;;;", "FN:Ada Lovelace")
    + card("UID:x", "N:Turing;Alan;;;", "FN:Alan Turing")
    + card("UID:x", "N:Lovelace;Ada;;;", "FN:Ada Lovelace")

  /// What an import says of the second card of `sharedUID` at `path`.
  static func keptSeparate(_ path: String) -> String {
    "\(path), line 7: a second card with UID x (first at line 1): kept as a separate contact"
  }

  /// A file whose line 4 has no colon.
  static let malformed = card("FN:Ada Lovelace", "NOTE;hello there")

  /// Writes `text` to `name` in `folder` and returns its path.
  static func write(_ text: String, _ name: String, in folder: URL) throws -> String {
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }
}
