/// The name a contact is shown by, as people write names: "First Last", one name alone (a
/// mononym, or a name written in one field), or the organization of a company card; a card with
/// neither (a number a phone saved, an address Gmail keeps in "Other contacts") by its nickname,
/// first email, first phone or first web site, as Apple and Google show it.
public enum ContactName {
  /// "Ada Lovelace"; "Cher" when there is one name; "Acme Inc." when there is none, or when the
  /// card is a company's (`isCompany`) and has an organization.
  public static func shown(
    firstName: String, lastName: String, organization: String, isCompany: Bool = false
  ) -> String {
    if isCompany, !organization.isEmpty { return organization }
    return switch (firstName.isEmpty, lastName.isEmpty) {
    case (false, false): "\(firstName) \(lastName)"
    case (false, true): firstName
    case (true, false): lastName
    case (true, true): organization
    }
  }

  /// The one rule for the name shown and sorted by: `shown(firstName:lastName:organization:)`,
  /// and without names or an organization the first of the nickname, the first email, the
  /// first phone and the first web site that is not blank; "" when there is none of them.
  public static func shown(
    firstName: String, lastName: String, organization: String, nickname: String,
    emails: [LabeledValue], phones: [LabeledValue], urls: [LabeledValue], isCompany: Bool = false
  ) -> String {
    let named = shown(
      firstName: firstName, lastName: lastName, organization: organization, isCompany: isCompany)
    guard named.isEmpty else { return named }
    let candidates =
      [nickname]
      + [emails, phones, urls].compactMap { values in
        values.first { !FieldRules.isBlank($0.value) }?.value
      }
    return candidates.first { !FieldRules.isBlank($0) }.map(FieldRules.normalized) ?? ""
  }

  /// What a contact is ordered by when its details give a phonetic name for a name it has: its
  /// names as `shown` puts them, each one with a phonetic name read as that ("Hiroshi Ito" for
  /// 博 伊藤 read Hiroshi Ito), so a name written in kanji sorts (and is filed in the A–Z index)
  /// by how it is read, as Apple Contacts and Google sort it. nil when there is no such reading:
  /// the contact is ordered by the name it is shown by.
  public static func reading(firstName: String, lastName: String, details: ContactDetails)
    -> String?
  {
    // Most contacts have no phonetic name: nothing is compared or built for them.
    guard !details.phoneticFirstName.isEmpty || !details.phoneticLastName.isEmpty else {
      return nil
    }
    let first =
      firstName.isEmpty || details.phoneticFirstName.isEmpty
      ? firstName : details.phoneticFirstName
    let last =
      lastName.isEmpty || details.phoneticLastName.isEmpty ? lastName : details.phoneticLastName
    guard first != firstName || last != lastName else { return nil }
    return shown(firstName: first, lastName: last, organization: "")
  }

  /// Up to two letters for an avatar: "AL" for Ada Lovelace, "C" for Cher, "A" for Acme Inc.
  /// Without names, the first letter of `organization`: pass the name shown (see above), so that
  /// a contact shown by its email gets that email's first letter.
  public static func initials(firstName: String, lastName: String, organization: String) -> String {
    let names = [firstName, lastName].filter { !$0.isEmpty }
    return (names.isEmpty ? [organization] : names)
      .compactMap { $0.first.map { String($0).uppercased() } }.joined()
  }
}
