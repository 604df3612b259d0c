import ContactsBuilds
import ContactsDomain

/// The article's second screen, also the edit screen: names, phones, emails, organization, note,
/// Done and Cancel, and the alert.
struct ContactFormPage {
  let build: Architecture
  let form: ContactForm
  /// The contact edited; nil on the add screen.
  let editedID: Contact.ID?
  let alert: String?
  /// The token the form sends back, proving it came from this page.
  let csrfToken: String

  private var title: String { editedID == nil ? "Add Contact" : "Edit Contact" }
  private var action: String { editedID.map(build.editPath) ?? build.addPath }

  var html: HTML {
    Layout.page(
      title: title, build: build,
      main: """
        <h1>\(title)</h1>
        <p class="build-note">\(build.name) build</p>
        \(alertBox)<form class="add" method="post" action="\(action)">
        <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
        \(field("firstName", "First name", form.firstName, "given-name", focus: alert == nil))\
        \(field("lastName", "Last name", form.lastName, "family-name"))\
        <fieldset><legend>Phone numbers</legend>
        \(rows("phone", form.phones, inputMode: "tel"))</fieldset>
        <fieldset><legend>Email addresses</legend>
        \(rows("email", form.emails, inputMode: "email"))</fieldset>
        \(field("organization", "Organization", form.organization, "organization"))\
        <label for="note">Note</label>
        <textarea id="note" name="note" rows="3">\(form.note)</textarea>
        <datalist id="labels"><option value="mobile"><option value="home"><option value="work">\
        </datalist>
        <div class="actions">
        <button type="submit" name="action" value="done">Done</button>
        <button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
        </div>
        </form>
        """)
  }

  // MARK: - Private

  private var alertBox: HTML {
    guard let alert else { return "" }
    return "<div class=\"alert\" role=\"alert\"><strong>Error</strong> \(alert)</div>\n"
  }

  private func field(
    _ name: String, _ label: String, _ value: String, _ autocomplete: String, focus: Bool = false
  ) -> HTML {
    // The article focuses the first field; after an alert, the alert is read out first instead.
    let autofocus: HTML = focus ? " autofocus" : ""
    return """
      <label for="\(name)">\(label)</label>
      <input id="\(name)" name="\(name)" type="text" value="\(value)" \
      autocomplete="\(autocomplete)" spellcheck="false"\(autofocus)>

      """
  }

  /// The rows there are, and one empty row to add another; without JavaScript, a person adds
  /// one per save.
  private func rows(_ name: String, _ values: [LabeledValue], inputMode: String) -> HTML {
    let all = values + [LabeledValue(label: "", value: "")]
    let noun = name == "phone" ? "Phone" : "Email"
    return HTML.join(
      all.enumerated().map { index, item in
        """
        <div class="labeled">
        <label for="\(name)Label\(index)">\(noun) \(index + 1) label</label>
        <input id="\(name)Label\(index)" name="\(name)Label" type="text" list="labels" \
        value="\(item.label)" placeholder="mobile, home, work…">
        <label for="\(name)\(index)">\(noun) \(index + 1)</label>
        <input id="\(name)\(index)" name="\(name)" type="text" inputmode="\(inputMode)" \
        value="\(item.value)">
        </div>

        """
      })
  }
}

extension HTML {
  /// Pieces of markup one after the other.
  static func join(_ pieces: [HTML]) -> HTML { "\(pieces)" }
}
