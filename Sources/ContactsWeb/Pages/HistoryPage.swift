import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// The History page of a contact: its earlier versions, the newest first, each with when and
/// by what it was replaced, what the next one changed (old value → new value), a link to the
/// version, and Revert to this version (a form behind the token check).
struct HistoryPage {
  let build: Architecture
  let screen: HistoryScreen
  let csrfToken: String

  var html: HTML {
    Layout.page(
      title: screen.title, build: build,
      main: """
        <p><a href="\(build.detailsPath(screen.contactID))">← \(screen.name)</a></p>
        <h1>\(screen.title)</h1>
        \(list)\(notice)
        """)
  }

  // MARK: - Private

  private var list: HTML {
    guard !screen.rows.isEmpty else { return "" }
    return """
      <ol class="versions" reversed aria-label="Earlier versions">
      \(screen.rows.map(row))</ol>

      """
  }

  private var notice: HTML {
    screen.notice.map { "<p class=\"empty\">\($0)</p>\n" } ?? ""
  }

  private func row(_ row: HistoryScreen.Row) -> HTML {
    """
    <li><a href="\(build.versionPath(screen.contactID, row.number))">\(row.title)</a> · \
    \(TimeMarkup.html(row)) · \(row.replacedBy): \(row.changed)
    \(changes(row))\(RevertForm.html(build: build, contactID: screen.contactID, row: row, csrfToken: csrfToken))\
    </li>

    """
  }

  /// What the next version changed, a line each, old value → new value.
  private func changes(_ row: HistoryScreen.Row) -> HTML {
    guard !row.changes.isEmpty else { return "" }
    let items = row.changes.map { change -> HTML in "<li>\(change)</li>" }
    return "<ul class=\"changes\">\(items)</ul>\n"
  }
}
