import ContactsBuilds
import ContactsPresentation

/// The backups kept beside the book, newest first: a row per file with its date, size and
/// count, and a link to what restoring it would change.
struct BackupsPage {
  let build: Architecture
  /// The screen, or why it could not load.
  let screen: Result<BackupsScreen, AppFailure>

  var html: HTML {
    Layout.page(
      title: BackupsScreen.title, build: build, place: .backups,
      main: """
        <p><a href="\(build.listPath)">All contacts</a></p>
        <h1>\(BackupsScreen.title)</h1>
        <p>\(BackupsScreen.about)</p>
        \(content)
        """)
  }

  // MARK: - Private

  private var content: HTML {
    switch screen {
    case .success(let screen) where screen.rows.isEmpty:
      return "<p class=\"empty\">\(BackupsScreen.empty)</p>"
    case .success(let screen):
      return """
        <ul class="deleted backups" aria-label="\(BackupsScreen.title)">
        \(screen.rows.map(row))</ul>
        """
    case .failure(let failure):
      return "<p class=\"error\" role=\"alert\">\(summary: failure.message)</p>"
    }
  }

  private func row(_ row: BackupsScreen.Row) -> HTML {
    """
    <li><span class="name">\(summary: row.name)</span>: \(row.date), \(row.size), \
    \(row.contacts) <a class="button secondary" href="\(build.backupPath(row.name))" \
    aria-label="\(BackupsScreen.restoreButton) \(summary: row.name)">\(BackupsScreen.restoreButton)</a></li>

    """
  }
}
