import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// The details screen (seed 002's `showDetailsForPerson`): the avatar with initials, phones,
/// emails, organization and note, with Edit and Delete; or the question before deleting.
struct DetailsPage {
  let build: Architecture
  let card: ContactCard
  /// True on the page that asks "Delete …?".
  let isConfirmingDelete: Bool
  let csrfToken: String

  var html: HTML {
    Layout.page(
      title: isConfirmingDelete ? "Delete \(card.fullName)?" : card.fullName, build: build,
      main: """
        <p><a href="\(build.listPath(.init(.around(contact.position)), scrollTo: card.id))">\
        ← Contacts</a></p>
        <div class="card-head">
        <span class="initials" aria-hidden="true">\(card.initials)</span>
        <h1>\(card.fullName)</h1>
        </div>
        \(isConfirmingDelete ? confirmation : actions)\
        <dl class="details">
        \(organization)\(values(card.shownPhones + card.shownEmails))\(note)</dl>
        """)
  }

  // MARK: - Private

  private var contact: Contact {
    Contact(
      id: card.id, firstName: card.firstName, lastName: card.lastName,
      organization: card.organization)
  }

  private var actions: HTML {
    """
    <div class="actions">
    <a class="button" href="\(build.editPath(card.id))">Edit</a>
    <a class="button secondary" href="\(build.vcardPath(card.id))" download>Share (.vcf)</a>
    <a class="button secondary" href="\(build.deletePath(card.id))">Delete</a>
    </div>

    """
  }

  private var confirmation: HTML {
    """
    <form class="confirm" method="post" action="\(build.deletePath(card.id))" \
    aria-labelledby="confirm-question">
    <p id="confirm-question"><strong>Delete \(summary: card.fullName)?</strong> This cannot be undone.</p>
    <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
    <div class="actions">
    <button type="submit" class="danger">Delete</button>
    <button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
    </div>
    </form>

    """
  }

  private var organization: HTML {
    card.organization.isEmpty ? "" : "<dt>Organization</dt><dd>\(card.organization)</dd>\n"
  }

  private var note: HTML {
    card.note.isEmpty ? "" : "<dt>Note</dt><dd class=\"note\">\(card.note)</dd>\n"
  }

  /// Each phone and email as `ShownField` captions it, a link when it leads somewhere.
  private func values(_ fields: [ShownField]) -> HTML {
    HTML.join(
      fields.map { field in
        let value: HTML =
          field.link.map { "<a href=\"\($0)\">\(field.value)</a>" } ?? "\(field.value)"
        return "<dt>\(field.caption)</dt><dd>\(value)</dd>\n"
      })
  }
}
