import ContactsDomain
import Foundation

/// One row of a CSV file read through its header's columns into a contact's form, with the
/// cells of columns the app has no field for.
struct CSVRecord {
  /// What Google joins several values of one cell with (labels, emails of one label).
  static let googleSeparator = " ::: "

  private(set) var form = ContactForm()
  /// The cells of unknown columns and of custom fields no field takes, by column name.
  private(set) var kept: [String: String] = [:]

  init(columns: [CSVColumn], cells: [String]) {
    var numbered: [CSVColumn.Rows: [Int: (label: String, value: String)]] = [:]
    var addresses: [AddressCells] = []
    var custom: [Int: (label: String, value: String)] = [:]
    var fullName = (column: "", cell: "")
    var birth: [CSVColumn.BirthPart: String] = [:]
    for (index, raw) in cells.enumerated() {
      let cell = raw.trimmingCharacters(in: .whitespaces)
      guard !cell.isEmpty else { continue }
      let column = index < columns.count ? columns[index] : .unknown("Column \(index + 1)")
      switch column {
      case .text(let entry): set(entry, cell)
      case .fullName(let name): fullName = (name, cell)
      case .groups(let separator):
        form.groups += CSVLabels.groups(cell.components(separatedBy: separator))
      case .rowLabel(let rows, let number):
        numbered[rows, default: [:]][number, default: ("", "")].label = cell
      case .rowValue(let rows, let number):
        numbered[rows, default: [:]][number, default: ("", "")].value = cell
      case .labeledRow(let rows, let label):
        form[keyPath: rows.path] += Self.values(cell).map { LabeledValue(label: label, value: $0) }
      case .address(let key, let part):
        if !addresses.contains(where: { $0.key == key }) {
          addresses.append(AddressCells(key: key))
        }
        addresses[addresses.firstIndex { $0.key == key }!].set(part, cell)
      case .birthPart(let part): birth[part] = cell
      case .customLabel(let number): custom[number, default: ("", "")].label = cell
      case .customValue(let number): custom[number, default: ("", "")].value = cell
      case .unknown(let name): kept[name] = cell
      }
    }
    if !fullName.cell.isEmpty { name(fullName.cell, column: fullName.column) }
    if !birth.isEmpty { birthday(birth) }
    for rows in CSVColumn.Rows.allCases {
      for (_, row) in (numbered[rows] ?? [:]).sorted(by: { $0.key < $1.key })
      where !row.value.isEmpty {
        let label = CSVLabels.read(row.label)
        form[keyPath: rows.path] += Self.values(row.value).map {
          LabeledValue(label: label, value: $0)
        }
      }
    }
    form.addresses += addresses.compactMap { cells in
      var address = cells.address
      if address.isEmpty { address.street = cells.formatted }
      return address.isEmpty ? nil : address
    }
    for (_, field) in custom.sorted(by: { $0.key < $1.key }) where !field.value.isEmpty {
      if case .text(let entry) = CSVColumn(header: field.label) {
        set(entry, field.value)
      } else {
        kept[field.label.isEmpty ? "Custom Field" : field.label] = field.value
      }
    }
  }

  /// The contact this row is, validated as an import's. A field the domain refuses (a
  /// birthday that is no date, a note too long) is moved to the kept columns under its caption,
  /// as it was written, and the rest tried again: nothing is lost. Throws the
  /// `ContactValidationError` that says why a row cannot be a contact at all (nothing to show
  /// it by).
  func `import`(_ origin: CardOrigin) throws(ContactValidationError) -> ContactImport {
    var record = self
    while true {
      do {
        let draft = try ContactDraft(record.form, origin: .imported)
        let extras = Self.encoded(record.kept)
        return ContactImport(
          uid: Self.uid(draft: draft, extras: extras), draft: draft, extras: extras,
          origin: origin)
      } catch {
        guard
          let entry = Self.refused(error).flatMap({ field in
            ContactFields.all.first { $0.field == field }
          }), entry.text(in: record.form) != entry.text(in: ContactForm())
        else { throw error }
        record.kept[entry.caption] = entry.display(entry.text(in: record.form))
        entry.set(entry.text(in: ContactForm()), in: &record.form)
      }
    }
  }

  /// The field whose value `error` refuses, when it names one.
  private static func refused(_ error: ContactValidationError) -> ContactField? {
    switch error {
    case .tooLong(let field, _), .controlCharacter(let field), .tooMany(let field, _),
      .impossibleDate(let field, _):
      field
    case .invalidPhone: .phone
    case .invalidEmail: .email
    case .invalidWebAddress: .url
    default: nil
    }
  }

  /// How many line breaks the cells hold: each adds a line to the file (CRLF counts once).
  static func lineBreaks(in cells: [String]) -> Int {
    cells.reduce(0) { count, cell in count + cell.reduce(0) { $1.isNewline ? $0 + 1 : $0 } }
  }

  /// The columns an import keeps, as the contact's extras: sorted JSON under "csv", "" for none.
  static func encoded(_ kept: [String: String]) -> String {
    guard !kept.isEmpty else { return "" }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(["csv": kept])).map { String(decoding: $0, as: UTF8.self) } ?? ""
  }

  /// The columns kept in `extras`, when an import of this format kept them.
  static func decoded(_ extras: String) -> [String: String] {
    guard !extras.isEmpty,
      let kept = try? JSONDecoder().decode([String: [String: String]].self, from: Data(extras.utf8))
    else { return [:] }
    return kept["csv"] ?? [:]
  }

  /// A uid from what the row says: the same row always gets the same one, whichever file and
  /// column order it came in.
  private static func uid(draft: ContactDraft, extras: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    var hash = FNV1a128()
    let form = ContactForm(
      firstName: draft.firstName, lastName: draft.lastName, phones: draft.phones,
      emails: draft.emails, organization: draft.organization, note: draft.note,
      details: draft.details)
    hash.combine((try? encoder.encode(form)) ?? Data())
    hash.combine(extras.utf8)
    return "csv-" + hash.hex
  }

  /// A cell's values: Google joins several with " ::: ".
  private static func values(_ cell: String) -> [String] {
    cell.components(separatedBy: googleSeparator).map {
      $0.trimmingCharacters(in: .whitespaces)
    }.filter { !$0.isEmpty }
  }

  /// The row's whole name: split at its last space into first and last names when the row
  /// gives neither ("Adam Glacius"; one word is a first name), else kept as it came.
  private mutating func name(_ whole: String, column: String) {
    guard form.firstName.isEmpty, form.lastName.isEmpty else {
      kept[column] = whole
      return
    }
    if let space = whole.lastIndex(of: " ") {
      form.firstName = String(whole[..<space]).trimmingCharacters(in: .whitespaces)
      form.lastName = String(whole[whole.index(after: space)...])
    } else {
      form.firstName = whole
    }
  }

  /// A birthday from Thunderbird's three columns: "1815-12-10", or "--12-10" without a year.
  /// A row that also has a birthday column, or parts that make no month and day, keeps them
  /// under their column names.
  private mutating func birthday(_ parts: [CSVColumn.BirthPart: String]) {
    let twoDigits = { (text: String) in text.count == 1 ? "0" + text : text }
    guard form.birthday.isEmpty, let month = parts[.month], let day = parts[.day] else {
      for (part, cell) in parts { kept[part.rawValue] = cell }
      return
    }
    set(ContactFields.birthday, "\(parts[.year] ?? "-")-\(twoDigits(month))-\(twoDigits(day))")
  }

  private mutating func set(_ entry: ContactFieldEntry, _ cell: String) {
    if case .date = entry.value {
      entry.set(CSVDates.read(cell), in: &form)
    } else {
      entry.set(cell, in: &form)
    }
  }
}

/// The cells of one address as a row gives them: Google's "Address 1 - …", Outlook's
/// "Business …".
private struct AddressCells {
  let key: String
  var address: PostalAddress
  /// Google's whole address in one cell: the street when no part was given.
  var formatted = ""

  /// The address `key` names, labeled by Outlook's column ("Business" is "work") until a
  /// label cell says otherwise.
  init(key: String) {
    self.key = key
    address = PostalAddress(label: key.hasPrefix("Address ") ? "" : CSVLabels.read(key))
  }

  mutating func set(_ part: CSVColumn.AddressPart, _ cell: String) {
    switch part {
    case .label: address.label = CSVLabels.read(cell)
    case .formatted: formatted = cell
    case .street: address.street += (address.street.isEmpty ? "" : "\n") + cell
    case .city: address.locality = cell
    case .poBox: address.poBox = cell
    case .region: address.region = cell
    case .postalCode: address.postalCode = cell
    case .country: address.country = cell
    case .extended: address.extended = cell
    }
  }
}
