import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// The article's first screen: one window of contacts, each with its avatar and full name, a
/// search field and what it found, the group menu, a strip of every script's letters, where the
/// window stands, and Previous and Next above and below it; on a phone the rows come first.
struct ListPage {
  let build: Architecture
  /// The window, or why it could not load.
  let screen: Result<ListScreen, AppFailure>
  /// The search text, shown again in the field.
  let query: String
  /// The contact just added or edited, whose row is marked.
  let markedID: Contact.ID?
  /// After a deletion, what to say of it: its undo notice.
  let deletedNotice: HTML
  /// The group the list shows; nil for every contact.
  let group: String?
  /// The labels of the index's entries under which the list has contacts.
  let entries: Set<String>
  /// The group menu (`GroupMenu`).
  let groupMenu: HTML

  /// 500 when the contacts could not be loaded: an error is never shown as an empty list.
  var isError: Bool {
    if case .failure = screen { return true }
    return false
  }

  var html: HTML {
    Layout.page(
      title: "Contacts", build: build, place: .contacts, skip: hasRows ? .contacts : .content,
      main: """
        <div class="title-row">
        <h1>Contacts</h1>
        <a class="button" href="\(build.addPath)">Add contact</a>
        </div>
        \(deletedNotice)<form class="search" method="get" action="\(build.listPath)" role="search">
        <label for="q">Search</label>
        <input id="q" name="q" type="search" value="\(query)" autocomplete="off">
        \(groupField)<button type="submit" class="secondary">Search</button>
        </form>
        \(searchSummary)\(groupMenu)\(letters)\(content)
        """)
  }

  // MARK: - Private

  private var hasRows: Bool {
    if case .success(.rows) = screen { return true }
    return false
  }

  private var content: HTML {
    switch screen {
    case .success(.rows(let rows, let previous, let next, let place)):
      let shown: HTML =
        place.map { "<span class=\"place\">\($0.shown(rows: rows.count))</span>" } ?? ""
      return """
        \(notice(rows))\(paging("above", previous: previous, next: next, shown: shown))
        <ul class="contacts" id="contacts" aria-label="Contacts">
        \(rows.map(row))</ul>
        \(paging("below", previous: previous, next: next, shown: ""))
        """
    case .success(.noContent):
      return "<p class=\"empty\">No contacts yet. Choose “Add contact” to add one.</p>"
    case .success(.noResults):
      return ""  // `searchSummary` says so.
    case .success(.emptyGroup(let group)):
      return "<p class=\"empty\">\(ListScreen.emptyGroupSentence(group))</p>"
    case .success(.endOfList(let restart)):
      return """
        <p class="empty">\(ListScreen.endOfListSentence) \
        <a href="\(build.listPath(restart))">Back to the start</a></p>
        """
    case .failure(let failure):
      return "<p class=\"error\" role=\"alert\">\(failure.message)</p>"
    }
  }

  /// A search within the group shown stays in it.
  private var groupField: HTML {
    group.map { "<input type=\"hidden\" name=\"group\" value=\"\($0)\">\n" } ?? ""
  }

  /// The index, the letter of the window's first row marked.
  private var letters: HTML {
    var current: String?
    if case .success(.rows(let rows, _, _, _)) = screen, let first = rows.first {
      current = ListIndex.label(at: first.position)
    }
    return LetterStrip(
      build: build, group: group, query: query, current: current, linked: entries
    ).html
  }

  /// How many contacts a search found, with the way back to the whole list (or group).
  private var searchSummary: HTML {
    guard case .success(let shown) = screen, let sentence = shown.searchSentence(query) else {
      return ""
    }
    return """
      <p class="matches">\(sentence) <a href="\(build.listPath(of: group))">Clear search</a></p>

      """
  }

  /// Previous and Next, `side` ("above" or "below") the rows, with `shown` between them.
  private func paging(_ side: String, previous: PageRequest?, next: PageRequest?, shown: HTML)
    -> HTML
  {
    guard previous != nil || next != nil || shown != "" else { return "" }
    let previousLink: HTML =
      previous.map { "<a rel=\"prev\" href=\"\(build.listPath($0))\">Previous</a>" }
      ?? "<span></span>"
    let nextLink: HTML =
      next.map { "<a rel=\"next\" href=\"\(build.listPath($0))\">Next</a>" } ?? "<span></span>"
    return """
      <nav class="paging" aria-label="Pages \(side) the list">\(previousLink)\(shown)\(nextLink)</nav>
      """
  }

  private func notice(_ rows: [ContactViewModel]) -> HTML {
    guard let marked = rows.first(where: { $0.id == markedID }) else { return "" }
    return "<p class=\"notice\" role=\"status\">Saved \(summary: marked.fullName).</p>\n"
  }

  private func row(_ row: ContactViewModel) -> HTML {
    let marked: HTML = row.id == markedID ? " added" : ""
    return """
      <li class="contact\(marked)" id="contact-\(row.id)">\
      <a href="\(build.detailsPath(row.id))">\
      \(Avatar.row(row.card, build: build))\
      <span class="name">\(summary: row.fullName)</span></a></li>

      """
  }
}
