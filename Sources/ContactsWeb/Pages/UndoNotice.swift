import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// "Deleted Ada Lovelace." with an Undo button, on the page after a delete or an edit: a form
/// that posts the change's id, so an old page never undoes a later change.
enum UndoNotice {
  /// The notice of `offer`, its form carrying `csrfToken`; the plain `fallback` sentence when
  /// there is no offer or no token to send with it.
  static func html(
    _ offer: UndoOffer?, build: Architecture, csrfToken: String?, fallback: String
  ) -> HTML {
    guard let offer, let csrfToken else {
      return "<p class=\"notice\" role=\"status\">\(fallback)</p>\n"
    }
    return """
      <div class="notice" role="status">\(form(offer, build: build, csrfToken: csrfToken, saying: "\(offer.sentence)"))</div>

      """
  }

  /// The Undo form of `offer`: `sentence`, then the button; for a notice that says more.
  static func form(
    _ offer: UndoOffer, build: Architecture, csrfToken: String, saying sentence: HTML
  )
    -> HTML
  {
    """
    <form method="post" action="\(build.undoPath)">
    \(sentence) <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">\
    <input type="hidden" name="change" value="\(offer.change.id)">\
    <button type="submit" class="secondary">\(UndoOffer.button)</button>
    </form>
    """
  }
}
