/// Which names a contact must have, by where its fields come from (`ContactDraft.Origin`).
enum NameRules {
  /// Throws when the names and organization, blank or not, break the rule of `origin`.
  /// `shownOtherwise` says whether the contact has something else to be shown by (a nickname,
  /// an email, a phone, a web site: `ContactName.shown`), which an edit and an import accept
  /// in place of a name; the add screen keeps the article's rule.
  /// A company (`isCompany`) typed or edited must have an organization, which names it; it may
  /// name a person as well. An imported card is a company only with an organization.
  static func check(
    first firstIsBlank: Bool, last lastIsBlank: Bool, organization organizationIsBlank: Bool,
    shownOtherwise: Bool, isCompany: Bool = false, origin: ContactDraft.Origin
  ) throws(ContactValidationError) {
    let showsNothing = firstIsBlank && lastIsBlank && organizationIsBlank && !shownOtherwise
    switch origin {
    case .typed where isCompany, .edit where isCompany:
      guard !organizationIsBlank else { throw .missingOrganization }
    case .typed:
      guard !firstIsBlank, !lastIsBlank else { throw .missingName }
    case .edit(let contact) where !contact.firstName.isEmpty && !contact.lastName.isEmpty:
      guard !firstIsBlank, !lastIsBlank else { throw .missingName }
    case .edit(let contact):
      if !contact.firstName.isEmpty, firstIsBlank { throw .removedName(.firstName) }
      if !contact.lastName.isEmpty, lastIsBlank { throw .removedName(.lastName) }
      guard !showsNothing else { throw .noNameShown }
    case .imported:
      guard !showsNothing else { throw .noNameShown }
    }
  }

  /// Whether `form` has, besides names and organization, something to show it by: the
  /// fields `ContactName.shown` falls back on, not blank.
  static func isShownOtherwise(_ form: ContactForm) -> Bool {
    !FieldRules.isBlank(form.nickname)
      || [form.emails, form.phones, form.urls].contains { values in
        values.contains { !FieldRules.isBlank($0.value) }
      }
  }
}
