import ContactsDomain

/// What differs between two versions of a contact, named as the details screen captions it:
/// "Phone, Email". Decided once for the history screen of every front end.
public enum ChangedFields {
  /// The fields of a contact, each with a test of whether two versions differ in it, in the
  /// details screen's order.
  private static let fields: [(name: String, differs: @Sendable (Contact, Contact) -> Bool)] = [
    (
      "Name",
      { a, b in
        (a.firstName, a.lastName, a.details.namePrefix, a.details.middleName, a.details.nameSuffix)
          != (
            b.firstName, b.lastName, b.details.namePrefix, b.details.middleName,
            b.details.nameSuffix
          )
      }
    ),
    (
      "Phonetic name",
      { a, b in
        (a.details.phoneticFirstName, a.details.phoneticLastName)
          != (b.details.phoneticFirstName, b.details.phoneticLastName)
      }
    ),
    ("Nickname", { $0.details.nickname != $1.details.nickname }),
    ("Organization", { $0.organization != $1.organization }),
    ("Job title", { $0.details.jobTitle != $1.details.jobTitle }),
    ("Department", { $0.details.department != $1.details.department }),
    ("Phone", { $0.phones != $1.phones }),
    ("Email", { $0.emails != $1.emails }),
    ("Address", { $0.details.addresses != $1.details.addresses }),
    ("Web site", { $0.details.urls != $1.details.urls }),
    ("Chat", { $0.details.chats != $1.details.chats }),
    ("Related", { $0.details.related != $1.details.related }),
    ("Birthday", { $0.details.birthday != $1.details.birthday }),
    ("Anniversary", { $0.details.anniversary != $1.details.anniversary }),
    ("Groups", { $0.details.groups != $1.details.groups }),
    ("Note", { $0.note != $1.note }),
    ("Photo", { $0.photo != $1.photo }),
  ]

  /// The names of the fields in which `version` and `next` differ, in the details screen's
  /// order.
  public static func names(from version: Contact, to next: Contact) -> [String] {
    fields.filter { $0.differs(version, next) }.map(\.name)
  }

  /// `names` on one line, "Phone, Email"; "no field changed" when there are none (only the photo's
  /// bytes, or nothing, changed).
  public static func line(_ names: [String]) -> String {
    names.isEmpty ? "no field changed" : names.joined(separator: ", ")
  }
}
