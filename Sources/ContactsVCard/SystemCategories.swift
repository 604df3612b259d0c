/// The labels exporters write in `CATEGORIES` for their own bookkeeping, not as groups a person
/// made: Google's `myContacts` and `starred` (newer exports write `* myContacts`, `* starred`,
/// and other system labels with a leading `*`). They are not read as groups; the `CATEGORIES`
/// property stays kept as it came, so an export writes them back (see `DetailWriter`).
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
}
