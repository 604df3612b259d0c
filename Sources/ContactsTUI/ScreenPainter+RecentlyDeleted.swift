import ContactsPresentation
import ContactsTerminal

// The Recently deleted screen: its rows with the days each has left, what the last action did
// (or how long deleted contacts are kept), and the question before Delete forever.
extension ScreenPainter {
  static let deletedHelp = "Enter/r restore  x delete forever  Esc back"

  func deletedScreen() -> [String] {
    let shown = view.shown
    var lines = [
      title(RecentlyDeletedScreen.title, right: ""),
      fit(" " + TerminalText.oneLine(shown.deletedNotice ?? shown.deleted?.keeping ?? "")),
    ]
    let rows = shown.deleted?.rows ?? []
    let top = max(0, view.deletedIndex - view.visibleRows + 1)
    for (offset, row) in rows.dropFirst(top).prefix(view.visibleRows).enumerated() {
      let room = max(0, width - DisplayWidth.of(row.left) - 2)
      let name = DisplayWidth.fitted(" " + TerminalText.oneLine(row.name), to: room)
      let selected = top + offset == view.deletedIndex
      lines.append(
        (selected ? "›" : " ") + (selected ? style.selected(name) : name) + row.left + " ")
    }
    if let notice = shown.deleted?.notice { lines.append(fit(" " + notice)) }
    lines = Array(lines.prefix(view.size.rows - 1))
    lines += Array(repeating: "", count: max(0, view.size.rows - 1 - lines.count))
    lines.append(help(Self.deletedHelp))
    if view.isConfirmingForever, let row = view.selectedDeleted {
      let question = RecentlyDeletedScreen.deleteForeverQuestion(row.name)
      overlay(&lines, box([TerminalText.oneLine(question)], footer: "y Delete forever   n Cancel"))
    }
    return lines
  }
}
