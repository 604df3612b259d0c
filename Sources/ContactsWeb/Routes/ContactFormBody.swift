import ContactsDomain

/// What the add and edit pages' form sends: the fields and the pressed button.
struct ContactFormBody: Sendable {
  var form = ContactForm()
  /// True when the person pressed Cancel rather than Done.
  var isCancel = false

  /// The form read from the fields a page sent.
  init(_ sent: SentForm) {
    let fields = sent.fields
    func all(_ name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }
    func one(_ name: String) -> String { all(name).first ?? "" }
    form = ContactForm(
      firstName: one("firstName"), lastName: one("lastName"),
      phones: zip(all("phoneLabel"), all("phone")).map { LabeledValue(label: $0, value: $1) },
      emails: zip(all("emailLabel"), all("email")).map { LabeledValue(label: $0, value: $1) },
      organization: one("organization"), note: one("note"))
    isCancel = sent.isCancel
  }
}
