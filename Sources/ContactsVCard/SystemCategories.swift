import ContactsDomain

/// The labels exporters write in `CATEGORIES` for their own bookkeeping, not as groups a person
/// made: Google's `myContacts` and `starred` (newer exports write `* myContacts`, `* starred`,
/// and other system labels with a leading `*`). They are not read as groups; the `CATEGORIES`
/// property stays kept as it came, so an export writes them back (see `DetailWriter`).
/// Versions before migration v27 read them as groups (see `leaving(_:)`).
enum SystemCategories {
  /// Google's system labels written without a star.
  static let unstarred: Set<String> = ["myContacts", "starred"]

  /// Whether `name` is an exporter's system label, not a group.
  static func contains(_ name: String) -> Bool {
    unstarred.contains(name) || name.hasPrefix("*")
  }

  /// The groups to write in place of the `CATEGORIES` properties `replaced` when the groups
  /// changed: their system labels, each once, then `groups`; nil when there are neither.
  static func written(replacing replaced: [VCardProperty], groups: [String]) -> [String]? {
    var labels: [String] = []
    for name in replaced.flatMap({ DetailProperty.list($0.value) })
    where contains(name) && !labels.contains(name) {
      labels.append(name)
    }
    let names = labels + groups
    return names.isEmpty ? nil : names
  }

  /// `contact` out of the groups that are system labels, which a version before v27 read as
  /// groups; nil when it is in none.
  static func leaving(_ contact: Contact) -> Contact? {
    var details = contact.details
    details.groups.removeAll(where: contains)
    guard details.groups != contact.details.groups else { return nil }
    var left = Contact(
      id: contact.id, firstName: contact.firstName, lastName: contact.lastName,
      phones: contact.phones, emails: contact.emails, organization: contact.organization,
      note: contact.note, details: details)
    left.photo = contact.photo
    return left
  }
}
