import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// A contact's picture on a page: its photo, served by its own route, or the placeholder where
/// it has none (the initials on the details page, the article's "basic picture" in a list row).
enum Avatar {
  /// The details page's: the photo with its text alternative, else the initials.
  static func details(_ card: ContactCard, build: Architecture) -> HTML {
    guard let photo = card.photo else {
      return "<span class=\"initials\" aria-hidden=\"true\">\(card.initials)</span>"
    }
    return """
      <img class="avatar photo" src="\(build.photoPath(card.id, photo))" alt="\(card.photoAlt)" \
      width="96" height="96">
      """
  }

  /// A list row's, beside the name it shows (so its text alternative is empty): the photo,
  /// loaded only when the row scrolls into view, else the placeholder.
  static func row(_ card: ContactCard, build: Architecture) -> HTML {
    guard let photo = card.photo else {
      return "<img class=\"avatar\" src=\"/assets/avatar.svg\" alt=\"\" width=\"40\" height=\"40\">"
    }
    return """
      <img class="avatar" src="\(build.photoPath(card.id, photo))" alt="" loading="lazy" \
      width="40" height="40">
      """
  }
}

extension Architecture {
  /// The photo of contact `id`, e.g. `/mvvm/contacts/42/photo?v=…`: the digest in the address
  /// changes with the photo, so a browser never shows one it cached before.
  func photoPath(_ id: Contact.ID, _ photo: PhotoSummary) -> String {
    detailsPath(id) + "/photo?v=" + photo.digest
  }

  /// The "Change photo" page of contact `id`, and its form's target.
  func changePhotoPath(_ id: Contact.ID) -> String { detailsPath(id) + "/photo/change" }
}
