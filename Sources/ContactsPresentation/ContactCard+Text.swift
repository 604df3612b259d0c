extension ContactCard {
  /// The details screen as lines of text, for `contacts show` and `contacts ui`: the name, the
  /// photo's caption, each detail as "Caption: value" (an address's further lines indented
  /// under it), then the note, its lines indented.
  public var textLines: [String] {
    var lines = [fullName]
    if let photo = photoCaption { lines.append("Photo: \(photo)") }
    for detail in shownDetails {
      lines.append("\(detail.caption): " + (detail.lines.first ?? ""))
      lines += detail.lines.dropFirst().map { "  " + $0 }
    }
    if !note.isEmpty {
      // Split at each line feed byte, "\r\n" too, as the note was typed.
      let noteLines = note.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
      lines.append("Note: " + (noteLines.first ?? ""))
      lines += noteLines.dropFirst().map { "  " + $0 }
    }
    return lines
  }

  /// What every front end asks before deleting, the whole name (the details screen's, as its
  /// heading shows it): "Delete Ada Lovelace? It goes to Recently deleted, where it can be
  /// restored."
  public var deleteQuestion: String { "Delete \(fullName)? \(RecentlyDeletedScreen.deleteNote)" }
}
