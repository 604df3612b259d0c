import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// The article's first screen: one window of contacts with the placeholder avatar and full name,
/// a search field, an index of every script's letters, where the window stands, and Previous
/// and Next above and below it.
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
  /// The group menu (`GroupMenu`).
  let groupMenu: HTML

  /// 500 when the contacts could not be loaded: an error is never shown as an empty list.
  var isError: Bool {
    if case .failure = screen { return true }
    return false
  }

  var html: HTML {
    Layout.page(
      title: "Contacts", build: build, skip: hasRows ? .contacts : .content,
      main: """
        <div class="title-row">
        <h1>Contacts</h1>
        <a class="button" href="\(build.addPath)">Add contact</a>
        </div>
        <p class="build-note">\(build.name) build · <a href="\(build.listPath)import">Import</a> · \
        <a href="\(build.listPath)export.vcf" download>Export (vCard)</a> · \
        <a href="\(build.syncPath)">Sync</a> · <a href="\(build.birthdaysPath)">Birthdays</a> · \
        <a href="\(build.recentlyDeletedPath)">\(RecentlyDeletedScreen.title)</a> · \
        <a href="\(build.rewindPath)">\(RewindScreen.title)</a> · \
        <a href="\(build.backupsPath)">\(BackupsScreen.title)</a></p>
        <form class="search" method="get" action="\(build.listPath)" role="search">
        <label for="q">Search</label>
        <input id="q" name="q" type="search" value="\(query)" autocomplete="off">
        \(groupField)<button type="submit" class="secondary">Search</button>
        </form>
        \(groupMenu)\(letters)\(deletedNotice)\
        \(content)
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
    case .success(.noResults(let query)):
      return "<p class=\"empty\">\(ListScreen.noResultsSentence(query))</p>"
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

  /// The index: each entry opens the window that starts at the first name at or after it.
  /// "#" and A–Z in view; the other scripts behind a disclosure, so the rows stay near the top.
  private var letters: HTML {
    let scripts = ListIndex.scripts.map { script -> (isLatin: Bool, html: HTML) in
      let links = script.entries.map { entry -> HTML in
        let pairs =
          (group.map { [("group", $0)] } ?? []) + (query.isEmpty ? [] : [("q", query)])
          + [("letter", entry.label)]
        return "<a href=\"\(build.listPath + QueryString.encode(pairs))\">\(entry.label)</a>"
      }
      let html: HTML = """
        <span class="script" role="group" aria-label="\(script.name)" lang="\(script.language)">\
        \(links)</span>
        """
      return (script.language == "en", html)
    }
    let others = scripts.filter { !$0.isLatin }.map(\.html)
    return """
      <nav class="letters" aria-label="Jump to letter">\(scripts.filter(\.isLatin).map(\.html))\
      <details><summary>Other scripts</summary>\(others)</details></nav>

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
