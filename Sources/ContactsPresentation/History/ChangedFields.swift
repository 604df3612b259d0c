import ContactsDomain

/// What differs between two versions of a contact, named as history names its fields
/// (`ContactFieldEntry.changeCaption`): "Phone, Email". Decided once for the history screen of
/// every front end.
public enum ChangedFields {
  /// The names of the fields in which `version` and `next` differ, in the details screen's
  /// order, each once ("Name" for any part of the name); "Photo" last.
  public static func names(from version: Contact, to next: Contact) -> [String] {
    let (one, other) = (ContactForm(version), ContactForm(next))
    var names: [String] = []
    for entry in ContactFields.all where !entry.same(one, other) {
      if !names.contains(entry.changeCaption) { names.append(entry.changeCaption) }
    }
    return names + (version.photo != next.photo ? ["Photo"] : [])
  }

  /// `names` on one line, "Phone, Email"; "no field changed" when there are none (only the photo's
  /// bytes, or nothing, changed).
  public static func line(_ names: [String]) -> String {
    names.isEmpty ? "no field changed" : names.joined(separator: ", ")
  }
}
