import ContactsDomain

/// The markup of one field of `ContactFields` on the contact form, by its kind: a line, the
/// note's lines, a date as Day, Month and Year, or a list of rows. Each field's `id` and name is
/// its `formName` ("jobTitle").
struct FormFieldMarkup {
  let markup: FormMarkup
  let lists: FormListMarkup
  let form: ContactForm
  /// The dates as typed, when the form comes back; nil when it opens.
  let typedDates: (birthday: DateInput, anniversary: DateInput)?

  /// The field of `entry`, labelled by its caption.
  func markup(_ entry: ContactFieldEntry) -> HTML {
    switch entry.value {
    case .text(let path) where entry.field == .note:
      markup.textarea(entry.formName, label: entry.caption, value: form[keyPath: path], rows: 3)
    case .text(let path):
      markup.input(
        entry.formName, label: entry.caption, value: form[keyPath: path],
        Self.autocomplete[entry.field] ?? "")
    case .date(let path):
      markup.date(entry.field, typed(entry.field) ?? DateInput(form[keyPath: path]))
    case .rows:
      FormRows(rawValue: entry.formName).map(lists.labeled) ?? ""
    case .addresses: lists.addresses()
    case .groups: lists.groups()
    }
  }

  /// The date of `field` as typed, when the form came back.
  private func typed(_ field: ContactField) -> DateInput? {
    guard let typedDates else { return nil }
    return field == .anniversary ? typedDates.anniversary : typedDates.birthday
  }

  /// The attributes of the fields the browser may fill in: the names, unchecked for spelling,
  /// and the organization.
  private static let autocomplete: [ContactField: HTML] = [
    .firstName: " autocomplete=\"given-name\" spellcheck=\"false\"",
    .lastName: " autocomplete=\"family-name\" spellcheck=\"false\"",
    .organization: " autocomplete=\"organization\"",
  ]
}
