import ContactsDomain
import ContactsPresentation

/// The selected row of the list and where it stands on the screen: kept by id, so the row stays
/// selected (and on the same screen line) when the window is read again around it.
struct ListSelection {
  /// The selected contact; nil when the list shows none.
  private(set) var id: Contact.ID?
  /// Its index in the window's rows.
  private(set) var index = 0
  /// The screen line it is on, counted from the first row shown.
  private(set) var line = 0

  /// The first row shown.
  var top: Int { max(0, index - line) }

  mutating func select(_ id: Contact.ID) {
    self.id = id
  }

  /// Forgets the selection: the first row of the next window is selected.
  mutating func reset() {
    id = nil
    index = 0
    line = 0
  }

  /// Finds the selected row in `rows` again (the nearest one when it is gone).
  mutating func follow(_ rows: [ContactViewModel], visibleRows: Int) {
    guard !rows.isEmpty else {
      index = 0
      line = 0
      return
    }
    if let id, let found = rows.firstIndex(where: { $0.id == id }) {
      index = found
    } else {
      index = min(index, rows.count - 1)
      id = rows[index].id
    }
    line = min(line, index, visibleRows - 1)
    // No blank lines under the last row when rows above could fill them.
    line = max(line, min(index, visibleRows - (rows.count - index)))
  }

  /// Moves by `offset` rows within `rows`.
  mutating func move(by offset: Int, in rows: [ContactViewModel], visibleRows: Int) {
    guard !rows.isEmpty else { return }
    let target = min(max(index + offset, 0), rows.count - 1)
    line = min(max(line + target - index, 0), visibleRows - 1)
    index = target
    id = rows[target].id
  }

  /// True when a move by `offset` brings the selection within a screen of the end of the
  /// window it moves towards, and the list goes on past that end.
  func nearEdge(
    of rows: [ContactViewModel], moving offset: Int, visibleRows: Int, screen: ListScreen?
  ) -> Bool {
    guard case .rows(_, let previous, let next, _) = screen else { return false }
    let margin = visibleRows + abs(offset)
    return offset < 0
      ? index < margin && previous != nil : index >= rows.count - margin && next != nil
  }

  /// The A–Z index entry `character` jumps to: a letter of `ListIndex` (any case), or "#".
  static func indexLetter(_ character: Character) -> String? {
    let label = String(character).uppercased()
    let entries = ListIndex.scripts.flatMap(\.entries).map(\.label)
    return character.isUppercase || character == "#" ? entries.first { $0 == label } : nil
  }
}
