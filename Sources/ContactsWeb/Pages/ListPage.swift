import ContactsDomain

/// The article's first screen: every contact with the placeholder avatar and full name.
struct ListPage {
  let build: Build
  let screen: ListScreen
  /// The contact just added, whose row is marked.
  let addedID: Contact.ID?

  /// 500 when the contacts could not be loaded: an error is never shown as an empty list.
  var isError: Bool {
    if case .error = screen { return true }
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
        <p class="build-note">\(build.name) build</p>
        \(content)
        """)
  }

  // MARK: - Private

  private var content: HTML {
    switch screen {
    case .rows(let rows):
      return """
        \(notice(rows))<ul class="contacts" aria-label="Contacts">
        \(rows.map(row))</ul>
        """
    case .noContent:
      return "<p class=\"empty\">No contacts yet. Choose “Add contact” to add one.</p>"
    case .error(let message):
      return "<p class=\"error\" role=\"alert\">\(message)</p>"
    }
  }

  private func notice(_ rows: [ContactViewModel]) -> HTML {
    guard let added = rows.first(where: { $0.id == addedID }) else { return "" }
    return "<p class=\"notice\" role=\"status\">Added \(added.fullName).</p>\n"
  }

  private func row(_ row: ContactViewModel) -> HTML {
    let marked: HTML = row.id == addedID ? " added" : ""
    return """
      <li class="contact\(marked)" id="contact-\(row.id)">\
      <img class="avatar" src="/assets/avatar.svg" alt="" width="40" height="40">\
      <span class="name">\(row.fullName)</span></li>

      """
  }
}
