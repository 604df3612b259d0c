import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// One earlier version of a contact, every detail as it was, with Revert to this version.
struct VersionPage {
  let build: Architecture
  let contactID: Contact.ID
  let row: HistoryScreen.Row
  let csrfToken: String

  var html: HTML {
    let title = "\(row.card.fullName), \(row.title.lowercased())"
    return Layout.page(
      title: title, build: build,
      main: """
        <p><a href="\(build.historyPath(contactID))">← History</a></p>
        <h1>\(summary: title)</h1>
        <p>\(TimeMarkup.html(row)) · \(row.replacedBy): \(row.changed)</p>
        \(RevertForm.html(build: build, contactID: contactID, row: row, csrfToken: csrfToken))\
        \(DetailList.html(row.card))
        """)
  }
}
