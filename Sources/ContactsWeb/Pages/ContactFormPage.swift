import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// The article's second screen, also the edit screen: every field of a contact, lists whose rows
/// are added and removed without JavaScript, dates as Day, Month and Year, Done and Cancel; after
/// a refusal, an error summary at the top linking to the field at fault, and everything typed.
struct ContactFormPage {
  let build: Architecture
  let form: ContactForm
  /// The contact edited; nil on the add screen.
  let editedID: Contact.ID?
  /// Why Done saved nothing, if it did not.
  let failure: AppFailure?
  /// The token the form sends back, proving it came from this page.
  let csrfToken: String
  /// The dates as typed, when the form comes back; nil when it opens, and they are `form`'s.
  var typedDates: (birthday: DateInput, anniversary: DateInput)? = nil
  /// The element to focus: a row just added, or the list a row was removed from.
  var focusID: String? = nil

  /// The form names of the fields that are one field on the page.
  static let singleFields: [ContactField: String] = Dictionary(
    uniqueKeysWithValues: ContactFields.all.compactMap { entry in
      switch entry.value {
      case .text, .date: (entry.field, entry.formName)
      case .rows, .addresses, .groups: nil
      }
    })

  private var title: String { editedID == nil ? "Add Contact" : "Edit Contact" }
  private var action: String { editedID.map(build.editPath) ?? build.addPath }
  private var error: FieldError? {
    failure.map { FieldError($0, form: form, typedDates: typedDates) }
  }

  var html: HTML {
    let markup = FormMarkup(
      error: error, focusID: focusID ?? (failure == nil ? "firstName" : "error-summary"))
    let layout = ContactFormLayout(form)
    let fields = FormFieldMarkup(
      markup: markup, lists: FormListMarkup(markup: markup, form: form), form: form,
      typedDates: typedDates)
    // A list's "Add" button focused after Remove emptied it: the disclosure opens to show it.
    let opensMore = layout.more.contains { focusID == "add-\($0.formName)" }
    let more: HTML =
      layout.more.isEmpty
      ? ""
      : """
      <details class="more-fields"\(opensMore ? " open" : "")><summary>More fields</summary>
      <div class="more-body">
      \(layout.more.map(fields.markup))</div>
      </details>

      """
    return Layout.page(
      title: title, build: build,
      main: """
        <h1>\(title)</h1>
        <p class="build-note">\(build.name) build</p>
        \(summary(markup))<form class="add" method="post" action="\(action)">
        <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
        <button type="submit" name="action" value="done" class="visually-hidden" tabindex="-1" \
        aria-hidden="true"></button>
        \(Self.actions)\(companyChoice)\(layout.shown.map(fields.markup))\(more)\(Self.datalists)\(Self.actions)</form>
        """)
  }

  // MARK: - Private

  /// "This is a company", on the add and edit screens: then the organization names the card,
  /// and a first or last name is the person there.
  private var companyChoice: HTML {
    """
    <div class="check company"><input type="checkbox" id="isCompany" name="isCompany" \
    value="on" aria-describedby="isCompany-hint"\(form.isCompany ? " checked" : "")>\
    <label for="isCompany">This is a company</label></div>
    <p class="hint" id="isCompany-hint">A company is listed by its organization; a first or \
    last name is the person to ask for.</p>

    """
  }

  /// GOV.UK's error summary, focused when the form comes back refused.
  private func summary(_ markup: FormMarkup) -> HTML {
    error.map { ErrorSummary.html($0, autofocus: markup.autofocus("error-summary")) } ?? ""
  }

  /// Done and Cancel, at the top of the form and again at its foot, so Done is in reach
  /// without scrolling past every field.
  private static let actions: HTML = """
    <div class="actions">
    <button type="submit" name="action" value="done">Done</button>
    <button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
    </div>

    """

  private static let datalists: HTML = """
    <datalist id="labels"><option value="mobile"><option value="home"><option value="work">\
    </datalist>
    <datalist id="services"><option value="skype"><option value="xmpp"><option value="matrix">\
    <option value="signal"><option value="telegram"></datalist>
    <datalist id="relations"><option value="spouse"><option value="partner"><option value="child">\
    <option value="parent"><option value="sibling"><option value="friend"><option value="assistant">\
    <option value="manager"></datalist>

    """
}

extension HTML {
  /// Pieces of markup one after the other.
  static func join(_ pieces: [HTML]) -> HTML { "\(pieces)" }
}
