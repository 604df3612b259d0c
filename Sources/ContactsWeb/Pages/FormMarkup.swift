import ContactsDomain

/// The pieces of the contact form: labelled fields, each with the refusal's sentence beside it
/// when it is the field at fault, and the one field to focus.
struct FormMarkup {
  /// Why the form was refused, if it was.
  let error: FieldError?
  /// The `id` of the element to focus when the page opens.
  let focusID: String?

  /// A labelled one-line field.
  func input(
    _ id: String, name: String? = nil, label: String, value: String, _ attributes: HTML = ""
  ) -> HTML {
    """
    <label for="\(id)">\(label)</label>
    \(message(for: id))<input id="\(id)" name="\(name ?? id)" type="text" value="\(value)"\
    \(invalid(id))\(autofocus(id))\(attributes)>

    """
  }

  /// A labelled field of several lines.
  func textarea(_ id: String, name: String? = nil, label: String, value: String, rows: Int)
    -> HTML
  {
    """
    <label for="\(id)">\(label)</label>
    \(message(for: id))<textarea id="\(id)" name="\(name ?? id)" rows="\(rows)"\
    \(invalid(id))\(autofocus(id))>\(value)</textarea>

    """
  }

  /// A date as three labelled fields, Day, Month and an optional Year, in a fieldset whose
  /// legend names it (GOV.UK's date input); the refusal's sentence under the hint.
  func date(_ field: ContactField, _ date: DateInput) -> HTML {
    let name = "\(field)"
    let isWrong = error?.fieldID == name + "Day"
    let describedBy = isWrong ? "\(name)-hint \(name)Day-error" : "\(name)-hint"
    let parts: [(String, String, String, Int)] = [
      ("Day", "Day", date.day, 2), ("Month", "Month", date.month, 2),
      ("Year", "Year (optional)", date.year, 4),
    ]
    let inputs = parts.map { suffix, label, value, width -> HTML in
      let id = name + suffix
      return """
        <div class="date-part"><label for="\(id)">\(label)</label>
        <input id="\(id)" name="\(id)" type="text" inputmode="numeric" value="\(value)" \
        size="\(width)" maxlength="\(width + 4)"\(isWrong ? HTML(" aria-invalid=\"true\"") : "")\
        \(autofocus(id))></div>

        """
    }
    return """
      <fieldset class="date" aria-describedby="\(describedBy)">
      <legend>\(field.rawValue)</legend>
      <p class="hint" id="\(name)-hint">For example, 10 12 1815. The year may be left out.</p>
      \(message(for: name + "Day"))<div class="date-input">
      \(inputs)</div>
      </fieldset>

      """
  }

  /// A submit button that changes the form's rows; focused when it is `focusID`.
  func rowButton(_ id: String?, name: String, value: String, _ text: HTML) -> HTML {
    let idAttribute: HTML = id.map { " id=\"\($0)\"" } ?? ""
    return """
      <button type="submit"\(idAttribute) name="\(name)" value="\(value)" class="secondary row-button"\
      \(id.map(autofocus) ?? "")>\(text)</button>

      """
  }

  /// The refusal's sentence, when `id` is the field at fault.
  func message(for id: String) -> HTML {
    guard let error, error.fieldID == id else { return "" }
    return """
      <p class="field-error" id="\(id)-error"><span class="visually-hidden">Error: </span>\
      \(error.message)</p>

      """
  }

  /// The attributes of the field at fault, when `id` is it.
  func invalid(_ id: String) -> HTML {
    error?.fieldID == id ? " aria-invalid=\"true\" aria-describedby=\"\(id)-error\"" : ""
  }

  /// ` autofocus` on the element to focus.
  func autofocus(_ id: String) -> HTML {
    focusID == id ? " autofocus" : ""
  }
}
