import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// The "Change photo" page: an image file to upload in place of the photo, or the photo to
/// remove; what was refused, when it was.
struct PhotoPage {
  let build: Architecture
  let card: ContactCard
  let csrfToken: String
  /// Why the last upload was refused; nil before one.
  let alert: String?

  var html: HTML {
    Layout.page(
      title: "Photo of \(card.fullName)", build: build,
      main: """
        <p><a href="\(build.detailsPath(card.id))">← \(summary: card.fullName)</a></p>
        <h1>Change photo</h1>
        \(refusal)<div class="card-head">\(Avatar.details(card, build: build))\
        <p>\(summary: card.fullName)\(caption)</p></div>
        <form class="add" method="post" action="\(build.changePhotoPath(card.id))" \
        enctype="multipart/form-data">
        <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
        <label for="photo">Photo</label>
        <input id="photo" name="photo" type="file" \
        accept="image/jpeg,image/png,image/gif,image/webp" required aria-describedby="photo-hint">
        <p class="hint" id="photo-hint">A JPEG, PNG, GIF or WebP image, up to \(ByteCount.text(PhotoIntake.maximumInputBytes)): \
        it is kept as a JPEG of at most \(PhotoIntake.longestSide) pixels.</p>
        <div class="actions"><button type="submit">Upload</button></div>
        </form>
        \(removal)
        """)
  }

  private var caption: HTML {
    card.photoCaption.map { caption -> HTML in ": photo, \(caption)" } ?? ": no photo"
  }

  private var refusal: HTML {
    guard let alert else { return "" }
    return """
      <div class="alert" role="alert"><strong>The photo was not changed</strong> \
      \(summary: alert)</div>

      """
  }

  private var removal: HTML {
    guard card.photo != nil else { return "" }
    return """
      <form method="post" action="\(build.changePhotoPath(card.id))">
      <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
      <div class="actions"><button type="submit" name="action" value="remove" class="secondary">\
      Remove photo</button></div>
      </form>
      """
  }
}
