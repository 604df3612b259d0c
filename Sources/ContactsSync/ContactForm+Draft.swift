import ContactsDomain

extension ContactForm {
  /// The form of a validated draft.
  init(_ draft: ContactDraft) {
    self.init(
      firstName: draft.firstName, lastName: draft.lastName, phones: draft.phones,
      emails: draft.emails, organization: draft.organization, note: draft.note)
  }
}
