import ContactsDomain

/// Which fields the add and edit form shows at once, and which wait behind "More fields": the
/// everyday fields (the names, phones, emails and organization) and every field that holds
/// something are shown; the rest, empty, are behind the disclosure. A field with a value is
/// never hidden. Both fields lists keep `ContactFields.all`'s order.
public struct ContactFormLayout: Sendable {
  /// The fields shown at once.
  public let shown: [ContactFieldEntry]
  /// The empty fields behind "More fields".
  public let more: [ContactFieldEntry]

  /// The fields every form shows, empty or not: what an ordinary card holds.
  public static let everyday: Set<ContactField> = [
    .firstName, .lastName, .phone, .email, .organization,
  ]

  /// The layout of `form`: a list with a row, even a blank one just added, counts as used, so
  /// the row "Add another" brings is in sight.
  public init(_ form: ContactForm) {
    var shown: [ContactFieldEntry] = []
    var more: [ContactFieldEntry] = []
    for entry in ContactFields.all {
      if Self.everyday.contains(entry.field) || Self.isUsed(entry, in: form) {
        shown.append(entry)
      } else {
        more.append(entry)
      }
    }
    self.shown = shown
    self.more = more
  }

  /// Whether `form` holds something in the field of `entry`: text that is not blank, or a row.
  private static func isUsed(_ entry: ContactFieldEntry, in form: ContactForm) -> Bool {
    switch entry.value {
    case .text(let path), .date(let path):
      !form[keyPath: path].allSatisfy(\.isWhitespace)
    case .rows(let path): !form[keyPath: path].isEmpty
    case .addresses: !form.addresses.isEmpty
    case .groups: !form.groups.isEmpty
    }
  }
}
