import ContactsBuilds
import ContactsPresentation

/// The list page's group menu: links to every contact and to the first groups, the one shown
/// marked unless a search filters it; none when there are no groups. Links, not a `<select>`: it works without JavaScript.
struct GroupMenu {
  let build: Architecture
  let groups: GroupsScreen
  /// The group the list shows; nil for every contact.
  let current: String?
  /// True when a search filters the list: no group link then leads to the page shown.
  let searching: Bool

  /// Groups linked from the menu at most; the groups page lists them all.
  static let shown = 20

  var html: HTML {
    guard case .groups(let rows) = groups else { return "" }
    let links =
      [link("All contacts", group: nil)]
      + rows.prefix(Self.shown).map { link("\($0.name) (\($0.count))", group: $0.name) }
    let more: HTML =
      rows.count > Self.shown
      ? "<li><a href=\"\(build.groupsPath)\">All \(rows.count) groups</a></li>" : ""
    return """
      <nav class="group-menu" aria-label="Groups"><a href="\(build.groupsPath)">Groups</a>:
      <ul>\(links)\(more)</ul></nav>

      """
  }

  private func link(_ text: String, group: String?) -> HTML {
    let marked: HTML = group == current && !searching ? " aria-current=\"page\"" : ""
    return "<li><a href=\"\(build.listPath(of: group))\"\(marked)>\(summary: text)</a></li>"
  }
}
