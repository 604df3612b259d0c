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
  /// How many earlier versions the contact has, told with a link to them.
  var versions = 0

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
        \(undoNotice)\(isConfirmingDelete ? confirmation : actions)\(edited)\(DetailList.html(card))
        """)
  }

  // MARK: - Private

  private var undoNotice: HTML {
    guard let undoOffer else { return "" }
    return UndoNotice.html(undoOffer, build: build, csrfToken: csrfToken, fallback: "")
  }

  /// "Edited 3 times — see earlier versions", the link to the History page; nothing when
  /// there are none.
  private var edited: HTML {
    guard let edited = HistoryScreen.edited(versions) else { return "" }
    return """
      <p class="edited">\(edited) — <a href="\(build.historyPath(card.id))">\
      \(HistoryScreen.link)</a></p>

      """
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
    <p id="confirm-question">\(card.deleteQuestion)</p>
    <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
    <div class="actions">
    <button type="submit" class="danger">Delete</button>
    <button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
    </div>
    </form>

    """
  }
}
