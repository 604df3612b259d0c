import ContactsPresentation
import ContactsTerminal

// The Recently deleted screen's keys: move, restore (Enter or r), delete for good (x, then y
// to confirm), and back to the list (Esc), which is read again with what was restored.
extension TerminalView {
  /// The row selected on the Recently deleted screen; nil when it has none.
  var selectedDeleted: RecentlyDeletedScreen.Row? {
    let rows = shown.deleted?.rows ?? []
    return rows.indices.contains(deletedIndex) ? rows[deletedIndex] : nil
  }

  func openRecentlyDeleted() async {
    deletedIndex = 0
    isConfirmingForever = false
    await modules.openRecentlyDeleted()
  }

  func deletedKey(_ key: Key) async {
    if isConfirmingForever {
      switch key {
      case .character("y"), .enter:
        isConfirmingForever = false
        if let row = selectedDeleted { await modules.deleteForeverTapped(row.id) }
      case .character("n"), .escape: isConfirmingForever = false
      default: break
      }
      update(changed: nil)
      return
    }
    switch key {
    case .up, .character("k"): deletedIndex = max(0, deletedIndex - 1)
    case .down, .character("j"):
      deletedIndex = min(max(0, (shown.deleted?.rows.count ?? 0) - 1), deletedIndex + 1)
    case .enter, .character("r"):
      if let row = selectedDeleted { await modules.restoreTapped(row.id) }
    case .character("x"): isConfirmingForever = selectedDeleted != nil
    case .escape, .character("q"), .left, .backspace:
      modules.closeRecentlyDeleted()
      update(changed: nil)
      await liveChange()
    default: break
    }
    update(changed: nil)
  }
}
