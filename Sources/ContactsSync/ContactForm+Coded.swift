import ContactsDomain

extension ContactForm {
  /// A form that can be kept as JSON in the sync memory.
  struct Coded: Hashable, Sendable, Codable {
    var firstName: String
    var lastName: String
    var phones: [LabeledValue]
    var emails: [LabeledValue]
    var organization: String
    var note: String

    init(_ form: ContactForm) {
      firstName = form.firstName
      lastName = form.lastName
      phones = form.phones
      emails = form.emails
      organization = form.organization
      note = form.note
    }

    var form: ContactForm {
      ContactForm(
        firstName: firstName, lastName: lastName, phones: phones, emails: emails,
        organization: organization, note: note)
    }
  }

  /// The form of a validated draft.
  init(_ draft: ContactDraft) {
    self.init(
      firstName: draft.firstName, lastName: draft.lastName, phones: draft.phones,
      emails: draft.emails, organization: draft.organization, note: draft.note)
  }
}
