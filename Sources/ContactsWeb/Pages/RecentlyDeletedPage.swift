import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// Recently deleted: a row per deleted contact, most recent first, each with Restore and
/// Delete forever (forms behind the token check), and how long they are kept.
struct RecentlyDeletedPage {
  let build: Architecture
  /// The screen, or why it could not load.
  let screen: Result<RecentlyDeletedScreen, AppFailure>
  /// True after a Delete forever, to say so.
  let deletedForGood: Bool
  let csrfToken: String

  var html: HTML {
    Layout.page(
      title: RecentlyDeletedScreen.title, build: build,
      main: """
        <p><a href="\(build.listPath)">All contacts</a></p>
        <h1>\(RecentlyDeletedScreen.title)</h1>
        \(deletedForGood ? "<p class=\"notice\" role=\"status\">\(RecentlyDeletedScreen.deletedForGood)</p>\n" : "")\
        \(content)
        """)
  }

  // MARK: - Private

  private var content: HTML {
    switch screen {
    case .success(let screen):
      let rows = screen.rows.map(row)
      let list: HTML =
        rows.isEmpty
        ? ""
        : "<ul class=\"deleted\" aria-label=\"\(RecentlyDeletedScreen.title)\">\n\(rows)</ul>\n"
      let notice: HTML = screen.notice.map { "<p class=\"empty\">\($0)</p>\n" } ?? ""
      return "<p>\(screen.keeping)</p>\n\(list)\(notice)"
    case .failure(let failure):
      return "<p class=\"error\" role=\"alert\">\(summary: failure.message)</p>"
    }
  }

  private func row(_ row: RecentlyDeletedScreen.Row) -> HTML {
    """
    <li><span class="name">\(row.name)</span>, \(row.left)
    \(form(build.restorePath(row.id), "Restore", label: "Restore: \(row.name)"))\
    \(form(build.deleteForeverPath(row.id), "Delete forever", label: "Delete forever: \(row.name)", danger: true))\
    </li>

    """
  }

  private func form(_ action: String, _ title: String, label: String, danger: Bool = false)
    -> HTML
  {
    let style: HTML = danger ? "danger" : "secondary"
    return """
      <form class="inline" method="post" action="\(action)">\
      <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">\
      <button type="submit" class="\(style)" aria-label="\(label)">\(title)</button></form>

      """
  }
}
