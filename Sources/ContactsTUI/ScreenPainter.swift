import ContactsDomain
import ContactsPresentation
import ContactsTerminal

/// Lays out what the view shows as the terminal's lines, each exactly the screen's width: user
/// text escaped on one line (`TerminalText.oneLine`) and cut to its cells (`DisplayWidth`).
/// It decides nothing a screen says: the rows, sentences and alerts come from the modules.
struct ScreenPainter {
  let view: TerminalView
  let style: TerminalStyle

  var width: Int { view.size.columns }

  /// The frame's lines, and where the cursor shows (on the field being typed in), if anywhere.
  func paint() -> (lines: [String], cursor: (row: Int, column: Int)?) {
    let shown = view.shown
    if let form = shown.form { return formScreen(form, isEditing: shown.isEditing) }
    if let card = shown.card { return (detailsScreen(card), nil) }
    if shown.isShowingDeleted { return (deletedScreen(), nil) }
    return listScreen()
  }

  // MARK: - The list

  private func listScreen() -> (lines: [String], cursor: (row: Int, column: Int)?) {
    let rows = view.rows
    let selection = view.selection
    let shownRows = rows.dropFirst(selection.top).prefix(view.visibleRows)
    var lines = [title("Contacts", right: place(shownRows.count) ?? "")]
    var cursor: (row: Int, column: Int)?
    if let search = view.search {
      let field = " Search: " + field(search, width: width - 10)
      lines.append(fit(field))
      cursor = (1, DisplayWidth.of(field))
    } else if let status = listStatus {
      lines.append(fit(" " + TerminalText.oneLine(status)))
    } else if !view.modules.window.query.isEmpty {
      lines.append(fit(" Search: " + TerminalText.oneLine(view.modules.window.query)))
    } else {
      lines.append(rule)
    }
    // Each holds user text (a search, a group's name, a name in a failure): escaped here.
    if let failure = view.shown.listFailure {
      lines.append(fit(TerminalText.oneLine(failure)))
    } else if let sentence = emptySentence {
      lines.append(fit(TerminalText.oneLine(sentence)))
    }
    for (offset, row) in shownRows.enumerated() {
      let avatar = DisplayWidth.fitted(TerminalText.oneLine(row.card.initials), to: 4)
      let name = DisplayWidth.fitted(
        " " + TerminalText.oneLine(row.fullName), to: max(0, width - 5))
      let selected = selection.top + offset == selection.index
      // The mark shows the selection where reverse video is not seen (a screen reader, a log).
      lines.append(
        (selected ? "›" : " ") + style.accent(avatar) + (selected ? style.selected(name) : name))
    }
    lines += Array(repeating: "", count: max(0, view.size.rows - 1 - lines.count))
    lines.append(help(view.search == nil ? Self.listHelp : Self.searchHelp))
    return (lines, cursor)
  }

  /// What the status line says after a delete: what it offers to undo, then what the undo did.
  private var listStatus: String? {
    guard view.isShowingStatus else { return nil }
    return view.shown.undoNotice
      ?? view.shown.undoOffer.map { "\($0.sentence)  u \(UndoOffer.button)" }
  }

  /// Where the rows on the screen stand in the whole list: "1–20 of 1,000,000".
  private func place(_ count: Int) -> String? {
    guard case .rows(_, _, _, let place?) = view.shown.list else { return nil }
    return ListPlace(before: place.before + view.selection.top, total: place.total)
      .shown(rows: count)
  }

  /// What an empty list says instead of rows.
  private var emptySentence: String? {
    switch view.shown.list {
    case .noContent: "No contacts yet. Press a to add one."
    case .noResults(let query): ListScreen.noResultsSentence(query)
    case .emptyGroup(let group): ListScreen.emptyGroupSentence(group)
    case .endOfList: ListScreen.endOfListSentence + " Press Home to start again."
    case .rows, nil: nil
    }
  }

  // MARK: - The add and edit screen

  private func formScreen(_ form: ContactForm, isEditing: Bool)
    -> (lines: [String], cursor: (row: Int, column: Int)?)
  {
    let typed = view.typed
    let captions = ["First name: ", "Last name:  "]
    let values = [typed.firstName, typed.lastName]
    var lines = [title(isEditing ? "Edit Contact" : "New Contact", right: ""), rule]
    var cursor: (row: Int, column: Int)?
    for (index, caption) in captions.enumerated() {
      let focused = (index == 1) == view.focusOnLastName
      let value = field(values[index], width: width - caption.count - 2)
      lines.append(fit((focused ? "› " : "  ") + caption + value))
      if focused { cursor = (lines.count - 1, 2 + caption.count + DisplayWidth.of(value)) }
    }
    lines += Array(repeating: "", count: max(0, view.size.rows - 1 - lines.count))
    lines.append(help(Self.formHelp))
    if view.isShowingAlert, let alert = view.shown.alert {
      overlay(&lines, box([TerminalText.oneLine(alert)], footer: "Enter OK"))
      cursor = nil
    }
    return (lines, cursor)
  }

  // MARK: - The details screen

  private func detailsScreen(_ card: ContactCard) -> [String] {
    let details = card.textLines.dropFirst().map(TerminalText.oneLine)
    var lines = [title(TerminalText.oneLine(card.fullName), right: ""), rule]
    if let failure = view.shown.detailsFailure { lines.append(fit(TerminalText.oneLine(failure))) }
    lines += details.map { fit(" " + $0) }
    lines = Array(lines.prefix(view.size.rows - 1))
    lines += Array(repeating: "", count: max(0, view.size.rows - 1 - lines.count))
    lines.append(help(Self.detailsHelp))
    if view.shown.isConfirmingDelete {
      overlay(
        &lines, box([TerminalText.oneLine(card.deleteQuestion)], footer: "y Delete   n Cancel"))
    }
    return lines
  }

  // MARK: - Pieces

  static let listHelp =
    "a add  Enter details  e edit  d delete  t deleted  / search  A–Z jump  q quit"
  static let searchHelp = "Type to search  Enter keep  Esc clear"
  static let formHelp = "Enter Done  Tab next field  Esc Cancel"
  static let detailsHelp = "e edit  d delete  Esc back"

  private var rule: String { String(repeating: "─", count: width) }

  func title(_ text: String, right: String) -> String {
    let room = max(0, width - DisplayWidth.of(right) - 1)
    return style.bold(DisplayWidth.fitted(" " + text, to: room)) + right + " "
  }

  func help(_ text: String) -> String {
    fit(" " + text)
  }

  func fit(_ text: String) -> String {
    DisplayWidth.fitted(text, to: width)
  }

  /// A field's text: its end, where the cursor is, when it is longer than `width` cells.
  private func field(_ text: String, width: Int) -> String {
    var shown = TerminalText.oneLine(text)
    while DisplayWidth.of(shown) > max(1, width) { shown.removeFirst() }
    return shown
  }

  /// A modal box: `body` lines and a footer, framed, as wide as they need up to the screen.
  func box(_ body: [String], footer: String) -> [String] {
    let inner = min(width - 4, (body + [footer]).map(DisplayWidth.of).max() ?? 0)
    let edge = String(repeating: "─", count: inner + 2)
    let framed = body.map { "│ " + DisplayWidth.fitted($0, to: inner) + " │" }
    let padding = (inner - DisplayWidth.of(footer)) / 2
    let button = String(repeating: " ", count: padding) + footer
    return [style.warning("┌" + edge + "┐")] + framed
      + ["│ " + DisplayWidth.fitted(button, to: inner) + " │", style.warning("└" + edge + "┘")]
  }

  /// `box` laid over the middle of `lines`.
  func overlay(_ lines: inout [String], _ box: [String]) {
    let top = max(0, (lines.count - box.count) / 2)
    let boxWidth = DisplayWidth.of(box[1])
    let left = String(repeating: " ", count: max(0, (width - boxWidth) / 2))
    for (offset, line) in box.enumerated() where top + offset < lines.count {
      lines[top + offset] = left + line
    }
  }
}
