/// The name a contact is shown by, as people write names: "First Last", one name alone (a
/// mononym, or a name written in one field), or the organization of a company card.
public enum ContactName {
  /// "Ada Lovelace"; "Cher" when there is one name; "Acme Inc." when there is none.
  public static func shown(firstName: String, lastName: String, organization: String) -> String {
    switch (firstName.isEmpty, lastName.isEmpty) {
    case (false, false): "\(firstName) \(lastName)"
    case (false, true): firstName
    case (true, false): lastName
    case (true, true): organization
    }
  }

  /// Up to two letters for an avatar: "AL" for Ada Lovelace, "C" for Cher, "A" for Acme Inc.
  public static func initials(firstName: String, lastName: String, organization: String) -> String {
    let names = [firstName, lastName].filter { !$0.isEmpty }
    return (names.isEmpty ? [organization] : names)
      .compactMap { $0.first.map { String($0).uppercased() } }.joined()
  }
}
