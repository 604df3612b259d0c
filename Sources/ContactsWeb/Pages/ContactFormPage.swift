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

  /// The fields of one line the form shows after the names, phones, emails and organization,
  /// in `ContactFields`' order; each field's `id` and name is its `formName` ("jobTitle").
  static let detailFields = ContactFields.textDetails.map(\.entry)

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
  private var error: FieldError? { failure.map { FieldError($0, form: form) } }

  var html: HTML {
    let markup = FormMarkup(
      error: error, focusID: focusID ?? (failure == nil ? "firstName" : "error-summary"))
    let lists = FormListMarkup(markup: markup, form: form)
    let fields: [HTML] =
      [
        markup.input("firstName", label: "First name", value: form.firstName, Self.name("given")),
        markup.input("lastName", label: "Last name", value: form.lastName, Self.name("family")),
        lists.labeled(.phone, legend: "Phone numbers", "label", list: "labels", mode: "tel"),
        lists.labeled(.email, legend: "Email addresses", "label", list: "labels", mode: "email"),
        markup.input(
          "organization", label: "Organization", value: form.organization,
          " autocomplete=\"organization\""),
      ]
      + Self.detailFields.map { entry in
        markup.input(entry.formName, label: entry.caption, value: entry.text(in: form))
      }
      + [
        markup.date(.birthday, typedDates?.birthday ?? DateInput(form.birthday)),
        markup.date(.anniversary, typedDates?.anniversary ?? DateInput(form.anniversary)),
        lists.addresses(),
        lists.labeled(.url, legend: "Web sites", "label", list: "labels", mode: "url"),
        lists.labeled(.chat, legend: "Chat", "service", list: "services"),
        lists.labeled(
          .socialProfile, legend: "Social profiles", "service", list: "services", mode: "url"),
        lists.labeled(.related, legend: "Related people", "relation", list: "relations"),
        lists.groups(), markup.textarea("note", label: "Note", value: form.note, rows: 3),
      ]
    return Layout.page(
      title: title, build: build,
      main: """
        <h1>\(title)</h1>
        <p class="build-note">\(build.name) build</p>
        \(summary(markup))<form class="add" method="post" action="\(action)">
        <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
        <button type="submit" name="action" value="done" class="visually-hidden" tabindex="-1" \
        aria-hidden="true"></button>
        \(fields)\(Self.datalists)<div class="actions">
        <button type="submit" name="action" value="done">Done</button>
        <button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
        </div>
        </form>
        """)
  }

  // MARK: - Private

  /// GOV.UK's error summary: "There is a problem", and each error a link to its field.
  private func summary(_ markup: FormMarkup) -> HTML {
    guard let error else { return "" }
    let item: HTML =
      error.fieldID.map { "<a href=\"#\($0)\">\(error.message)</a>" } ?? "\(error.message)"
    return """
      <div class="error-summary" id="error-summary" role="alert" tabindex="-1" \
      aria-labelledby="error-summary-title"\(markup.autofocus("error-summary"))>
      <h2 id="error-summary-title">There is a problem</h2>
      <ul><li>\(item)</li></ul>
      </div>

      """
  }

  /// The attributes of a name field: the browser's `given-name` or `family-name`, unchecked.
  private static func name(_ part: String) -> HTML {
    " autocomplete=\"\(part)-name\" spellcheck=\"false\""
  }

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
