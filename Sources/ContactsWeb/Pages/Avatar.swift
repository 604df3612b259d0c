import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// A contact's picture on a page: its photo, served by its own route, or its initials on its
/// colour (`ContactCard.avatarColour`), the same on the details page and in a list row.
enum Avatar {
  /// The details page's: the photo with its text alternative, else the initials.
  static func details(_ card: ContactCard, build: Architecture) -> HTML {
    guard let photo = card.photo else { return initials(card, size: "large") }
    return """
      <img class="avatar photo" src="\(build.photoPath(card.id, photo))" alt="\(card.photoAlt)" \
      width="96" height="96">
      """
  }

  /// A list row's, beside the name it shows (so it is hidden from screen readers): the photo,
  /// loaded only when the row scrolls into view, else the initials.
  static func row(_ card: ContactCard, build: Architecture) -> HTML {
    guard let photo = card.photo else { return initials(card, size: "small") }
    return """
      <img class="avatar" src="\(build.photoPath(card.id, photo))" alt="" loading="lazy" \
      width="40" height="40">
      """
  }

  /// The initials on the contact's colour, `size` "large" or "small", drawn by the style
  /// sheet from `data-initials`: a picture, so not part of the row's text, which is the name.
  private static func initials(_ card: ContactCard, size: HTML) -> HTML {
    """
    <span class="initials \(size) colour-\(card.avatarColour)" data-initials="\(card.initials)" \
    aria-hidden="true"></span>
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
