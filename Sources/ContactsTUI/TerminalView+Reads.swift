import ContactsPresentation

// What the view asks the screens to read: the selected row's details, and the list again
// around the selection after a change here or in another process.
extension TerminalView {
  /// Opens the selected row's details; false when no row is selected or it did not open.
  @discardableResult
  func openSelected() async -> Bool {
    guard let id = selection.id else { return false }
    await modules.showDetails(id)
    update(changed: nil)
    return shown.card != nil
  }

  /// The list read again around the selection, once an edit or a deletion changed it.
  func reopenList() async {
    if let row = rows.first(where: { $0.id == selection.id }) {
      await modules.list(.around(row.position))
    }
  }

  /// Another process changed the store: the list is read again around its selection (the
  /// first window when it has none), keeping the search.
  func liveChange() async {
    if let row = rows.first(where: { $0.id == selection.id }) {
      await modules.list(.around(row.position))
    } else {
      await modules.list(.search(modules.window.query))
    }
  }
}
