import ContactsPresentation

/// The full names of list rows, one per line, gathered window by window into one text; with
/// `ids`, each after its id and a tab (a tab in a name becomes a space, so the columns hold).
struct NameLines {
  /// The names so far, joined by line feeds.
  private(set) var text = ""
  private var count = 0
  /// True to put each row's id and a tab before its name.
  let ids: Bool

  init(ids: Bool = false) {
    self.ids = ids
  }

  /// True before the first row.
  var isEmpty: Bool { count == 0 }

  /// Adds the names of `rows`, in order.
  mutating func append(_ rows: [ContactViewModel]) {
    for row in rows {
      if count > 0 { text += "\n" }
      text += ids ? "\(row.id)\t\(row.fullName.replacing("\t", with: " "))" : row.fullName
      count += 1
    }
  }
}
