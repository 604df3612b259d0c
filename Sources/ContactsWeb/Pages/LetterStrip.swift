import ContactsBuilds
import ContactsPresentation

/// The list's index (`ListIndex`) as one compact strip above the rows: "#" and A–Z in view, the
/// other scripts behind a disclosure; the letter of the window's first row marked as current.
/// Each entry with contacts opens the window that starts at its first name; an entry without
/// any is shown, greyed, and links nowhere; with none to link (no contacts, a search that found
/// none) there is no strip.
struct LetterStrip {
  let build: Architecture
  /// The group the list shows; nil for every contact.
  let group: String?
  /// The search text, kept by every link.
  let query: String
  /// The label of the entry the window's first row is under; nil when there are no rows.
  let current: String?
  /// The labels of the entries under which the list has contacts.
  let linked: Set<String>

  var html: HTML {
    guard !linked.isEmpty else { return "" }
    let scripts = ListIndex.scripts.map { script -> (isLatin: Bool, html: HTML) in
      let html: HTML = """
        <span class="script" role="group" aria-label="\(script.name)" lang="\(script.language)">\
        \(script.entries.map(link))</span>
        """
      return (script.language == "en", html)
    }
    let others = scripts.filter { !$0.isLatin }.map(\.html)
    return """
      <nav class="letters" aria-label="Jump to letter"><div class="strip">\
      \(scripts.filter(\.isLatin).map(\.html))</div>\
      <details><summary>Other scripts</summary>\(others)</details></nav>

      """
  }

  private func link(_ entry: ListIndex.Entry) -> HTML {
    guard linked.contains(entry.label) else {
      return "<span class=\"none\" aria-hidden=\"true\">\(entry.label)</span>"
    }
    let pairs =
      (group.map { [("group", $0)] } ?? []) + (query.isEmpty ? [] : [("q", query)])
      + [("letter", entry.label)]
    let marked: HTML = entry.label == current ? " aria-current=\"true\"" : ""
    return "<a href=\"\(build.listPath + QueryString.encode(pairs))\"\(marked)>\(entry.label)</a>"
  }
}
