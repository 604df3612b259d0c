import ContactsPresentation

/// The details a contact holds, as its details page and a version of it show them.
enum DetailList {
  /// Every row `ContactCard.shownDetails` decides, then the note; nothing at all (no empty
  /// box) for a contact with only a name.
  static func html(_ card: ContactCard) -> HTML {
    let rows = card.shownDetails.map(row)
    guard !rows.isEmpty || !card.note.isEmpty else { return "" }
    let note: HTML =
      card.note.isEmpty ? "" : "<dt>Note</dt><dd class=\"note\">\(card.note)</dd>\n"
    return "<dl class=\"details\">\n\(rows)\(note)</dl>"
  }

  /// A row as its caption and lines, a link when it leads somewhere: a web site's only through
  /// `WebAddress.link` (http and https), opened without the page's address or a handle on it.
  private static func row(_ detail: ShownDetail) -> HTML {
    let lines = HTML.join(
      detail.lines.enumerated().map { index, line in index == 0 ? "\(line)" : "<br>\(line)" })
    let value: HTML
    if let link = detail.link {
      let isWebSite = link.lowercased().hasPrefix("http")
      let rel: HTML = isWebSite ? " rel=\"noopener noreferrer\"" : ""
      value = "<a href=\"\(link)\"\(rel)>\(lines)</a>"
    } else {
      value = lines
    }
    return "<dt>\(detail.caption)</dt><dd>\(value)</dd>\n"
  }
}
