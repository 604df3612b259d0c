import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// Recently deleted: a row per deleted contact, most recent first, each with Restore (a form
/// behind the token check) and Delete forever (a link to the question asked first, whose form
/// is behind the token check), and how long they are kept.
struct RecentlyDeletedPage {
  let build: Architecture
  /// The screen, or why it could not load.
  let screen: Result<RecentlyDeletedScreen, AppFailure>
  /// True after a Delete forever, to say so.
  let deletedForGood: Bool
  let csrfToken: String
  /// The row Delete forever asks about; nil when it asks nothing.
  var confirming: RecentlyDeletedScreen.Row?

  var html: HTML {
    let question = confirming.map { RecentlyDeletedScreen.deleteForeverQuestion($0.fullName) }
    return Layout.page(
      title: question ?? RecentlyDeletedScreen.title, build: build, place: .recentlyDeleted,
      main: """
        <p><a href="\(build.listPath)">All contacts</a></p>
        <h1>\(RecentlyDeletedScreen.title)</h1>
        \(notice)\(confirmation)\(content)
        """)
  }

  // MARK: - Private

  private var notice: HTML {
    guard deletedForGood else { return "" }
    return "<p class=\"notice\" role=\"status\">\(RecentlyDeletedScreen.deletedForGood)</p>\n"
  }

  /// The question before Delete forever, as the details page asks before a delete.
  private var confirmation: HTML {
    guard let row = confirming else { return "" }
    return ConfirmForm.html(
      action: build.deleteForeverPath(row.id),
      question: RecentlyDeletedScreen.deleteForeverQuestion(row.fullName),
      button: "Delete forever", csrfToken: csrfToken)
  }

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
    <a class="button danger" href="\(build.deleteForeverPath(row.id))" \
    aria-label="Delete forever: \(row.name)">Delete forever</a>
    </li>

    """
  }

  private func form(_ action: String, _ title: String, label: String) -> HTML {
    """
    <form class="inline" method="post" action="\(action)">\
    <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">\
    <button type="submit" class="secondary" aria-label="\(label)">\(title)</button></form>

    """
  }
}
