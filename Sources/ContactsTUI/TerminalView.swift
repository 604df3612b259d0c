import ContactsDomain
import ContactsPresentation
import ContactsTerminal

/// The terminal's view of the screens: what only a view keeps (the selection, the text being
/// typed, which field has focus, whether the alert was dismissed) and which input each key is.
/// What the screens show comes from `ScreenModules`; how it is laid out is `ScreenPainter`'s.
final class TerminalView {
  let modules: any ScreenModules
  var size: TerminalSize
  private(set) var shown: Shown
  private(set) var selection = ListSelection()
  private(set) var search: String?
  private(set) var typed = ContactForm()
  private(set) var focusOnLastName = false
  private(set) var alertDismissed = false
  /// The selected row of the Recently deleted screen (`TerminalView+RecentlyDeleted`).
  var deletedIndex = 0
  /// True while the Recently deleted screen asks whether to delete its selected row for good.
  var isConfirmingForever = false
  /// True while the list's status line shows what a delete offers to undo, or what the undo
  /// did: from the delete until the next key.
  var isShowingStatus = false
  private var lastInserted: Contact.ID?

  init(modules: any ScreenModules, size: TerminalSize) {
    self.modules = modules
    self.size = size
    shown = modules.current
  }

  /// The rows of the list a screen shows.
  var visibleRows: Int { max(1, size.rows - 3) }

  /// True while the alert shows over the add or edit screen.
  var isShowingAlert: Bool { shown.form != nil && shown.alert != nil && !alertDismissed }

  /// Reads what the screens show, asking to hear of the next change when `changed` is given,
  /// and keeps the view's own state in step with it.
  func update(changed: (@Sendable () -> Void)?) {
    let next = changed.map(modules.shown(changed:)) ?? modules.current
    if next.form != nil && shown.form == nil {
      typed = next.form ?? ContactForm()
      focusOnLastName = false
      alertDismissed = false
    }
    if next.inserted != lastInserted {
      lastInserted = next.inserted
      if let inserted = next.inserted { selection.select(inserted) }
    }
    shown = next
    selection.follow(rows, visibleRows: visibleRows)
    deletedIndex = min(deletedIndex, max(0, (next.deleted?.rows.count ?? 0) - 1))
  }

  /// The rows of the list's window.
  var rows: [ContactViewModel] {
    if case .rows(let rows, _, _, _) = shown.list { return rows }
    return []
  }

  /// Does what `key` asks; false when it asks to quit.
  func handle(_ key: Key) async -> Bool {
    if key == .control("c") { return false }
    if shown.form != nil {
      await formKey(key)
    } else if shown.card != nil {
      await detailsKey(key)
    } else if shown.isShowingDeleted {
      await deletedKey(key)
    } else if search != nil {
      await searchKey(key)
    } else {
      return await listKey(key)
    }
    return true
  }

  // MARK: - The list

  private func listKey(_ key: Key) async -> Bool {
    let offersUndo = isShowingStatus && shown.undoNotice == nil && shown.undoOffer != nil
    isShowingStatus = false
    switch key {
    case .character("q"): return false
    case .up, .character("k"): await move(by: -1)
    case .down, .character("j"): await move(by: 1)
    case .pageUp: await move(by: -visibleRows)
    case .pageDown: await move(by: visibleRows)
    case .home: await jump(.search(modules.window.query))
    case .character("/"): search = modules.window.query
    case .character("a"): modules.addTapped()
    case .enter: await openSelected()
    case .character("e"):
      if await openSelected() { modules.editTapped() }
    case .character("d"):
      if await openSelected() { modules.deleteTapped() }
    case .character("t"): await openRecentlyDeleted()
    case .character("u") where offersUndo:
      await modules.undoTapped()
      update(changed: nil)
      await reopenList()
      if let undone = shown.undone { selection.select(undone) }
      isShowingStatus = true
    case .character(let character):
      if let letter = ListSelection.indexLetter(character) { await jump(.letter(letter)) }
    default: break
    }
    update(changed: nil)
    return true
  }

  private func searchKey(_ key: Key) async {
    var text = search ?? ""
    switch key {
    case .enter: search = nil
    case .escape:
      search = nil
      await jump(.search(""))
    case .up: await move(by: -1)
    case .down: await move(by: 1)
    case .backspace:
      guard !text.isEmpty else { return }
      text.removeLast()
      search = text
      await jump(.search(text))
    // A pasted control character is refused, as every front end refuses it in a search.
    case .character(let character) where ListScreen.isSearchable(String(character)):
      text.append(character)
      search = text
      await jump(.search(text))
    default: break
    }
    update(changed: nil)
  }

  /// Moves the selection; when the move would come near an end of the window and the list goes
  /// on, the window around the selection is read first, so the move never stops at its edge.
  private func move(by offset: Int) async {
    if selection.nearEdge(
      of: rows, moving: offset, visibleRows: visibleRows, screen: shown.list),
      let row = rows.first(where: { $0.id == selection.id })
    {
      await modules.list(.around(row.position))
      update(changed: nil)
    }
    selection.move(by: offset, in: rows, visibleRows: visibleRows)
  }

  private func jump(_ input: ListInput) async {
    selection.reset()
    await modules.list(input)
  }

  // MARK: - The add and edit screen

  private func formKey(_ key: Key) async {
    if isShowingAlert {
      if key == .enter || key == .escape { alertDismissed = true }
      return
    }
    switch key {
    case .enter:
      alertDismissed = false
      let editing = shown.isEditing
      await modules.doneTapped(typed)
      update(changed: nil)
      if editing && shown.form == nil { await reopenList() }
    case .escape: modules.cancelTapped()
    case .tab, .backTab, .up, .down: focusOnLastName.toggle()
    case .backspace:
      if focusOnLastName {
        _ = typed.lastName.popLast()
      } else {
        _ = typed.firstName.popLast()
      }
    case .character(let character):
      if focusOnLastName {
        typed.lastName.append(character)
      } else {
        typed.firstName.append(character)
      }
    default: break
    }
  }

  // MARK: - The details screen

  private func detailsKey(_ key: Key) async {
    if shown.isConfirmingDelete {
      switch key {
      case .character("y"), .enter:
        await modules.deleteConfirmed()
        update(changed: nil)
        if shown.card == nil {
          await reopenList()
          await modules.undoOfferNeeded()
          isShowingStatus = true
        }
      case .character("n"), .escape: modules.deleteCancelled()
      default: break
      }
      return
    }
    switch key {
    case .character("e"): modules.editTapped()
    case .character("d"): modules.deleteTapped()
    case .escape, .character("q"), .left, .backspace: modules.closeDetails()
    default: break
    }
  }
}
