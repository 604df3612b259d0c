import ContactsDomain

/// The columns an export writes: Google Contacts' current header, with a fixed number of
/// numbered rows so that window after window of an export shares one header.
///
/// Values past a kind's last numbered row are joined into that row's value with " ::: ", as
/// Google joins them, so none is lost (they take that row's label). The fields Google has no
/// column for (pronouns, role, manager, assistant, anniversary) and the columns an import kept
/// are written as Google's custom fields, labeled with their names, which an import reads back.
enum CSVExportColumns {
  /// The text columns, in Google's order, and the field each holds.
  private static let text: [(String, ContactFieldEntry)] = [
    ("First Name", ContactFields.firstName), ("Middle Name", ContactFields.middleName),
    ("Last Name", ContactFields.lastName),
    ("Phonetic First Name", ContactFields.phoneticFirstName),
    ("Phonetic Last Name", ContactFields.phoneticLastName),
    ("Name Prefix", ContactFields.namePrefix), ("Name Suffix", ContactFields.nameSuffix),
    ("Nickname", ContactFields.nickname), ("Organization Name", ContactFields.organization),
    ("Organization Title", ContactFields.jobTitle),
    ("Organization Department", ContactFields.department),
    ("Birthday", ContactFields.birthday), ("Notes", ContactFields.note),
  ]

  /// The text fields with no Google column, written as custom fields under their captions.
  private static let custom: [ContactFieldEntry] = [
    ContactFields.pronouns, ContactFields.role, ContactFields.manager, ContactFields.assistant,
    ContactFields.anniversary,
  ]

  /// How many numbered rows of each kind the header has.
  /// Enough for Outlook's columns (three emails, up to eight phones a person fills in), so a
  /// file an import read comes back whole.
  private static let slots: [(CSVColumn.Rows, Int)] = [
    (.emails, 4), (.phones, 8), (.urls, 3), (.related, 3), (.chats, 3), (.socialProfiles, 3),
  ]
  private static let addressSlots = 3
  private static let customSlots = 10

  /// The header row.
  static let header: [String] = {
    var names = text.map(\.0) + ["Labels"]
    for (rows, count) in slots {
      for number in 1...count {
        names += ["\(rows.rawValue) \(number) - Label", "\(rows.rawValue) \(number) - Value"]
      }
    }
    for number in 1...addressSlots {
      names += CSVColumn.AddressPart.allCases.map { "Address \(number) - \($0.rawValue)" }
    }
    for number in 1...customSlots {
      names += ["Custom Field \(number) - Label", "Custom Field \(number) - Value"]
    }
    return names
  }()

  /// The row of `export`, cell by cell under `header`.
  static func row(_ export: ContactExport) -> [String] {
    let form = ContactForm(export.contact)
    var cells = text.map { $0.1.text(in: form) }
    cells.append(form.groups.joined(separator: CSVRecord.googleSeparator))
    for (rows, count) in slots {
      cells += numbered(form[keyPath: rows.path].map { ($0.label, $0.value) }, count: count)
    }
    let addresses = form.addresses.prefix(addressSlots)
    for number in 0..<addressSlots {
      guard number < addresses.count else {
        cells += CSVColumn.AddressPart.allCases.map { _ in "" }
        continue
      }
      let address = addresses[number]
      cells += [
        CSVLabels.written(address.label), address.lines.joined(separator: "\n"), address.street,
        address.locality, address.poBox, address.region, address.postalCode, address.country,
        address.extended,
      ]
    }
    let fields = custom.map { ($0.caption, $0.text(in: form)) }.filter { !$0.1.isEmpty }
    let kept = CSVRecord.decoded(export.extras).sorted { $0.key < $1.key }.map {
      ($0.key, $0.value)
    }
    cells += numbered(fields + kept, count: customSlots, labelsWritten: false)
    return cells
  }

  /// `count` label and value pairs of `rows`, the last holding the rest joined with " ::: ".
  private static func numbered(
    _ rows: [(label: String, value: String)], count: Int, labelsWritten: Bool = true
  ) -> [String] {
    (0..<count).flatMap { index -> [String] in
      guard index < rows.count else { return ["", ""] }
      let values = index == count - 1 ? rows[index...].map(\.value) : [rows[index].value]
      let label = rows[index].label
      return [
        labelsWritten ? CSVLabels.written(label) : label,
        values.joined(separator: CSVRecord.googleSeparator),
      ]
    }
  }
}
