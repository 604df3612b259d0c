import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// The article's first screen: one window of contacts with the placeholder avatar and full name,
/// a search field, an A–Z index, and Previous and Next.
struct ListPage {
  let build: Architecture
  /// The window, or why it could not load.
  let screen: Result<ListScreen, AppFailure>
  /// The search text, shown again in the field.
  let query: String
  /// The contact just added or edited, whose row is marked.
  let markedID: Contact.ID?
  /// True after a deletion, to say so.
  let deleted: Bool
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
      title: "Contacts", build: build,
      main: """
        <div class="title-row">
        <h1>Contacts</h1>
        <a class="button" href="\(build.addPath)">Add contact</a>
        </div>
        <p class="build-note">\(build.name) build · <a href="\(build.listPath)import">Import</a> · \
        <a href="\(build.listPath)export.vcf" download>Export (vCard)</a> · \
        <a href="\(build.syncPath)">Sync</a></p>
        <form class="search" method="get" action="\(build.listPath)" role="search">
        <label for="q">Search</label>
        <input id="q" name="q" type="search" value="\(query)" autocomplete="off">
        \(groupField)<button type="submit" class="secondary">Search</button>
        </form>
        \(groupMenu)\(letters)\(deleted ? "<p class=\"notice\" role=\"status\">Contact deleted.</p>\n" : "")\
        \(content)
        """)
  }

  // MARK: - Private

  private var content: HTML {
    switch screen {
    case .success(.rows(let rows, let previous, let next)):
      return """
        \(notice(rows))<ul class="contacts" aria-label="Contacts">
        \(rows.map(row))</ul>
        \(paging(previous: previous, next: next))
        """
    case .success(.noContent):
      return "<p class=\"empty\">No contacts yet. Choose “Add contact” to add one.</p>"
    case .success(.noResults(let query)):
      return "<p class=\"empty\">No contacts match “\(query)”.</p>"
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

  /// A–Z: each letter opens the window that starts at the first name at or after it.
  private var letters: HTML {
    let links = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map { letter -> HTML in
      let pairs =
        (group.map { [("group", $0)] } ?? []) + (query.isEmpty ? [] : [("q", query)])
        + [("letter", String(letter))]
      return "<a href=\"\(build.listPath + QueryString.encode(pairs))\">\(String(letter))</a>"
    }
    return "<nav class=\"letters\" aria-label=\"Jump to letter\">\(links)</nav>\n"
  }

  private func paging(previous: PageRequest?, next: PageRequest?) -> HTML {
    guard previous != nil || next != nil else { return "" }
    let previousLink: HTML =
      previous.map { "<a rel=\"prev\" href=\"\(build.listPath($0))\">Previous</a>" }
      ?? "<span></span>"
    let nextLink: HTML =
      next.map { "<a rel=\"next\" href=\"\(build.listPath($0))\">Next</a>" } ?? "<span></span>"
    return "<nav class=\"paging\" aria-label=\"Pages\">\(previousLink)\(nextLink)</nav>"
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
      <img class="avatar" src="/assets/avatar.svg" alt="" width="40" height="40">\
      <span class="name">\(summary: row.fullName)</span></a></li>

      """
  }
}
