import ContactsDomain

/// What one version of a contact changed in the next, a sentence each, old value → new value:
/// "Phone mobile: 555-0100 → 555-0199", "Added email work ada@example.com", "Job title:
/// Engineer → Manager". Fields in the details screen's order (`ContactFields.all`), named by
/// their captions; the photo last. Decided once for the history screen of every front end.
public enum FieldChanges {
  /// The most characters a value shows in a change; a longer one is cut with "…".
  public static let valueLength = 80

  /// The changes from `version` to `next`; empty when no field changed.
  public static func lines(from version: Contact, to next: Contact) -> [String] {
    let (one, other) = (ContactForm(version), ContactForm(next))
    var lines: [String] = []
    for entry in ContactFields.all where !entry.same(one, other) {
      if case .rows(let path) = entry.value {
        lines += rows(entry.field, one[keyPath: path], other[keyPath: path])
      } else {
        lines.append(
          change(
            entry.field, entry.display(entry.text(in: one)), entry.display(entry.text(in: other)))
        )
      }
    }
    switch (version.photo, next.photo) {
    case (nil, nil): break
    case (nil, _): lines.append("Added photo")
    case (_, nil): lines.append("Removed photo")
    case (let old?, let new?) where old != new: lines.append("Photo replaced")
    default: break
    }
    return lines
  }

  /// `text` as a change shows it: on one line, its direction controls written out, cut to
  /// ``valueLength`` characters with "…".
  public static func value(_ text: String) -> String {
    let line = ShownText.summaryLine(
      text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).joined(
        separator: " "))
    return line.count > valueLength ? line.prefix(valueLength - 1) + "…" : line
  }

  // MARK: - Private

  private static let none = "(none)"

  /// "Job title: Engineer → Manager", "Added job title Manager", "Removed job title Engineer".
  private static func change(_ field: ContactField, _ old: String, _ new: String) -> String {
    if old == none { return "Added \(field.rawValue.lowercased()) \(value(new))" }
    if new == none { return "Removed \(field.rawValue.lowercased()) \(value(old))" }
    return "\(field.rawValue): \(value(old)) → \(value(new))"
  }

  /// A row whose label is on one removed row and one added row changed its value; the other
  /// rows were added or removed.
  private static func rows(_ field: ContactField, _ old: [LabeledValue], _ new: [LabeledValue])
    -> [String]
  {
    var removed = old.filter { !new.contains($0) }
    var lines: [String] = []
    var added: [LabeledValue] = []
    for row in new where !old.contains(row) {
      if let index = removed.firstIndex(where: { $0.label == row.label }) {
        lines.append(
          "\(named(field.rawValue, row.label)): \(value(removed[index].value)) → \(value(row.value))"
        )
        removed.remove(at: index)
      } else {
        added.append(row)
      }
    }
    let kind = field.rawValue.lowercased()
    lines += added.map { "Added \(named(kind, $0.label)) \(value($0.value))" }
    lines += removed.map { "Removed \(named(kind, $0.label)) \(value($0.value))" }
    return lines.isEmpty ? ["\(field.rawValue): the same, in another order"] : lines
  }

  /// "Phone mobile", or "Phone" for a row with no label.
  private static func named(_ kind: String, _ label: String) -> String {
    label.isEmpty ? kind : "\(kind) \(value(label))"
  }
}
