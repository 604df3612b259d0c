/// Which names a contact must have, by where its fields come from (`ContactDraft.Origin`).
enum NameRules {
  /// Throws when the names and organization, blank or not, break the rule of `origin`.
  static func check(
    first firstIsBlank: Bool, last lastIsBlank: Bool, organization organizationIsBlank: Bool,
    origin: ContactDraft.Origin
  ) throws(ContactValidationError) {
    switch origin {
    case .typed:
      guard !firstIsBlank, !lastIsBlank else { throw .missingName }
    case .edit(let contact) where !contact.firstName.isEmpty && !contact.lastName.isEmpty:
      guard !firstIsBlank, !lastIsBlank else { throw .missingName }
    case .edit(let contact):
      if !contact.firstName.isEmpty, firstIsBlank { throw .removedName(.firstName) }
      if !contact.lastName.isEmpty, lastIsBlank { throw .removedName(.lastName) }
      guard !(firstIsBlank && lastIsBlank && organizationIsBlank) else { throw .noNameShown }
    case .imported:
      guard !(firstIsBlank && lastIsBlank && organizationIsBlank) else { throw .noNameShown }
    }
  }
}
