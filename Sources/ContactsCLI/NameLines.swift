import ContactsPresentation

/// The full names of list rows, one per line, gathered window by window into one text.
struct NameLines {
  /// The names so far, joined by line feeds.
  private(set) var text = ""
  private var count = 0

  /// True before the first row.
  var isEmpty: Bool { count == 0 }

  /// Adds the names of `rows`, in order.
  mutating func append(_ rows: [ContactViewModel]) {
    for row in rows {
      if count > 0 { text += "\n" }
      text += row.fullName
      count += 1
    }
  }
}
