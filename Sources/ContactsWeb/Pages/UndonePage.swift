import ContactsBuilds
import ContactsPresentation

/// What an undo of many contacts (an import's, a sync's, a rewind's) did, said on a page of its
/// own: the list it would lead back to cannot say it. The sentence is whole (its names are
/// bounded already), so its counts are never cut.
enum UndonePage {
  /// The heading of the page.
  static let title = "Undone"

  /// The page for `outcome`, leading back to the list of `build`.
  static func html(_ outcome: TrashOutcome, build: Architecture) -> HTML {
    Layout.page(
      title: title, build: build,
      main: """
        <h1>\(title)</h1>
        <p class="notice" role="status">\(outcome.sentence).</p>
        <p><a href="\(build.listPath)">All contacts</a></p>
        """)
  }
}
