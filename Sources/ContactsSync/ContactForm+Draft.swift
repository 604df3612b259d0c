import ContactsDomain

extension ContactForm {
  /// The form of a validated draft, its details too.
  init(_ draft: ContactDraft) {
    self.init(Contact(id: 0, draft))
  }
}
