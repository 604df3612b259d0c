import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import Foundation

/// The pairs of contacts that may be one person: the lanes shown (links to the others), then
/// each pair with its lane and why, the two names side by side linking to their pages, and a
/// link to review and merge it.
struct DuplicatesPage {
  let build: Architecture
  /// The lanes shown.
  let lanes: Set<DuplicateLane>
  let screen: DuplicatesScreen

  var html: HTML {
    Layout.page(
      title: DuplicatesScreen.title, build: build, place: .duplicates,
      main: """
        <h1>\(DuplicatesScreen.title)</h1>
        <nav aria-label="Lanes"><ul class="groups">\(filters)</ul></nav>
        \(rows)\(notice)
        """)
  }

  // MARK: - Private

  /// Identical and likely (the default), then each lane alone; the one shown is marked.
  private var filters: [HTML] {
    let surest: Set<DuplicateLane> = [.identical, .likely]
    let links: [(String, Set<DuplicateLane>, String)] =
      [("Identical and likely", surest, build.duplicatesPath)]
      + DuplicateLane.allCases.map { lane in
        (lane.rawValue.capitalized, [lane], build.duplicatesPath(lane: lane))
      }
    return links.map { name, shown, path in
      let marked: HTML = shown == lanes ? " aria-current=\"page\"" : ""
      return "<li><a href=\"\(path)\"\(marked)>\(name)</a></li>"
    }
  }

  private var rows: HTML {
    guard !screen.rows.isEmpty else { return "" }
    let items: [HTML] = screen.rows.map { row in
      """
      <li class="pair-row"><p><strong>\(row.lane.rawValue.capitalized)</strong>: \
      \(summary: row.reason)</p>
      <p class="pair-names"><a href="\(build.detailsPath(row.firstID))">\(summary: row.firstName)</a> \
      <span aria-hidden="true">·</span> \
      <a href="\(build.detailsPath(row.secondID))">\(summary: row.secondName)</a></p>
      <p><a class="button secondary" href="\(build.mergePath([row.firstID, row.secondID]))">\
      Review and merge<span class="visually-hidden"> \(summary: row.firstName) and \
      \(summary: row.secondName)</span></a></p></li>

      """
    }
    return "<ul class=\"pairs\" aria-label=\"Pairs\">\n\(items)</ul>\n"
  }

  private var notice: HTML {
    screen.notice.map { "<p class=\"empty\">\($0)</p>\n" } ?? ""
  }
}
