import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// The details screen (seed 002's `showDetailsForPerson`): the avatar with initials, every
/// detail the contact holds as `ContactCard.shownDetails` decides, and the note, with Edit and
/// Delete; or the question before deleting.
struct DetailsPage {
  let build: Architecture
  let card: ContactCard
  /// True on the page that asks "Delete …?".
  let isConfirmingDelete: Bool
  let csrfToken: String
  /// The edit just saved, offered to undo; nil on other visits.
  var undoOffer: UndoOffer?

  var html: HTML {
    Layout.page(
      title: isConfirmingDelete ? card.deleteQuestion : card.fullName, build: build,
      main: """
        <p><a href="\(build.listPath(.init(.around(contact.position)), scrollTo: card.id))">\
        ← Contacts</a></p>
        <div class="card-head">
        \(Avatar.details(card, build: build))
        <h1>\(card.fullName)</h1>
        </div>
        \(undoNotice)\(isConfirmingDelete ? confirmation : actions)\(details)
        """)
  }

  // MARK: - Private

  private var undoNotice: HTML {
    guard let undoOffer else { return "" }
    return UndoNotice.html(undoOffer, build: build, csrfToken: csrfToken, fallback: "")
  }

  private var contact: Contact {
    Contact(
      id: card.id, firstName: card.firstName, lastName: card.lastName,
      organization: card.organization)
  }

  private var actions: HTML {
    """
    <div class="actions">
    <a class="button" href="\(build.editPath(card.id))">Edit</a>
    <a class="button secondary" href="\(build.changePhotoPath(card.id))">Change photo</a>
    <a class="button secondary" href="\(build.vcardPath(card.id))" download>Share (.vcf)</a>
    <a class="button secondary" href="\(build.deletePath(card.id))">Delete</a>
    </div>

    """
  }

  private var confirmation: HTML {
    """
    <form class="confirm" method="post" action="\(build.deletePath(card.id))" \
    aria-labelledby="confirm-question">
    <p id="confirm-question"><strong>Delete \(summary: card.fullName)?</strong> \(RecentlyDeletedScreen.deleteNote)</p>
    <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
    <div class="actions">
    <button type="submit" class="danger">Delete</button>
    <button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
    </div>
    </form>

    """
  }

  /// Every row `ContactCard.shownDetails` decides, then the note; nothing at all (no empty
  /// box) for a contact with only a name.
  private var details: HTML {
    let rows = card.shownDetails.map(row)
    guard !rows.isEmpty || !card.note.isEmpty else { return "" }
    let note: HTML =
      card.note.isEmpty ? "" : "<dt>Note</dt><dd class=\"note\">\(card.note)</dd>\n"
    return "<dl class=\"details\">\n\(rows)\(note)</dl>"
  }

  /// A row as its caption and lines, a link when it leads somewhere: a web site's only through
  /// `WebAddress.link` (http and https), opened without the page's address or a handle on it.
  private func row(_ detail: ShownDetail) -> HTML {
    let lines = HTML.join(
      detail.lines.enumerated().map { index, line in index == 0 ? "\(line)" : "<br>\(line)" })
    let value: HTML
    if let link = detail.link {
      let isWebSite = link.lowercased().hasPrefix("http")
      let rel: HTML = isWebSite ? " rel=\"noopener noreferrer\"" : ""
      value = "<a href=\"\(link)\"\(rel)>\(lines)</a>"
    } else {
      value = lines
    }
    return "<dt>\(detail.caption)</dt><dd>\(value)</dd>\n"
  }
}
