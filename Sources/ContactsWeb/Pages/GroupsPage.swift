import ContactsApp
import ContactsBuilds
import ContactsPresentation

/// The groups page: every group with its count, each a link to its contacts.
struct GroupsPage {
  let build: Architecture
  /// The groups, or why they could not load.
  let screen: Result<GroupsScreen, AppFailure>

  var html: HTML {
    Layout.page(
      title: "Groups", build: build,
      main: """
        <h1>Groups</h1>
        <p class="build-note"><a href="\(build.listPath)">All contacts</a></p>
        \(content)
        """)
  }

  private var content: HTML {
    switch screen {
    case .success(.groups(let rows)):
      return "<ul class=\"groups\">\n\(rows.map(row))</ul>"
    case .success(.noGroups):
      return "<p class=\"empty\">\(GroupsScreen.noGroupsSentence)</p>"
    case .failure(let failure):
      return "<p class=\"error\" role=\"alert\">\(failure.message)</p>"
    }
  }

  private func row(_ row: GroupRow) -> HTML {
    """
    <li><a href="\(build.listPath(of: row.name))">\(summary: row.name)</a> \
    <span class="count">\(row.countText)</span></li>

    """
  }
}
