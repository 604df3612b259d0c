/// The article's second screen: first and last name, Done and Cancel, and the alert.
struct AddPage {
  let build: Build
  /// What the person typed, shown again when the alert sends them back.
  let firstName: String
  let lastName: String
  let alert: String?
  /// The token the form sends back, proving it came from this page.
  let csrfToken: String

  var html: HTML {
    Layout.page(
      title: "Add Contact", build: build,
      main: """
        <h1>Add Contact</h1>
        <p class="build-note">\(build.name) build</p>
        \(alertBox)<form class="add" method="post" action="\(build.addPath)">
        <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
        <label for="firstName">First name</label>
        <input id="firstName" name="firstName" type="text" value="\(firstName)" \
        autocomplete="given-name" autocapitalize="words" spellcheck="false"\(focus)>
        <label for="lastName">Last name</label>
        <input id="lastName" name="lastName" type="text" value="\(lastName)" \
        autocomplete="family-name" autocapitalize="words" spellcheck="false">
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

  /// The article focuses the first field; after an alert, the alert is read out first instead.
  private var focus: HTML { alert == nil ? " autofocus" : "" }
}
