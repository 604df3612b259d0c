import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// Revert to this version: a form that posts to the version's revert path, with the token.
enum RevertForm {
  static func html(
    build: Architecture, contactID: Contact.ID, row: HistoryScreen.Row, csrfToken: String
  ) -> HTML {
    """
    <form class="inline" method="post" action="\(build.revertPath(contactID, row.number))">\
    <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">\
    <button type="submit" class="secondary" aria-label="\(HistoryScreen.revertButton): \
    \(row.title)">\(HistoryScreen.revertButton)</button></form>

    """
  }
}
