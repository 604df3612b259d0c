import ContactsDomain
import Foundation

/// What one column of a CSV header holds, found by its name: a field of the domain's list
/// (`ContactFields`), one part of a numbered Google row ("E-mail 2 - Value"), a labeled Outlook
/// column ("Mobile Phone"), a part of an address, the groups, or a column the app has no field
/// for, kept as it came.
enum CSVColumn {
  /// A labeled list of the form: phones, emails, web sites, chats, social profiles, related.
  enum Rows: String, CaseIterable {
    case phones = "Phone"
    case emails = "E-mail"
    case urls = "Website"
    case chats = "IM"
    case socialProfiles = "Social Profile"
    case related = "Relation"

    /// The field of the domain's list these rows are.
    var entry: ContactFieldEntry {
      switch self {
      case .phones: ContactFields.phones
      case .emails: ContactFields.emails
      case .urls: ContactFields.urls
      case .chats: ContactFields.chats
      case .socialProfiles: ContactFields.socialProfiles
      case .related: ContactFields.related
      }
    }

    var path: WritableKeyPath<ContactForm, [LabeledValue]> {
      switch self {
      case .phones: \.phones
      case .emails: \.emails
      case .urls: \.urls
      case .chats: \.chats
      case .socialProfiles: \.socialProfiles
      case .related: \.related
      }
    }
  }

  /// A part of a postal address, as Google names it after "Address 1 - ".
  enum AddressPart: String, CaseIterable {
    case label = "Label"
    case formatted = "Formatted"
    case street = "Street"
    case city = "City"
    case poBox = "PO Box"
    case region = "Region"
    case postalCode = "Postal Code"
    case country = "Country"
    case extended = "Extended Address"
  }

  /// The parts of a birthday in Thunderbird's columns.
  enum BirthPart: String, CaseIterable {
    case year = "Birth Year"
    case month = "Birth Month"
    case day = "Birth Day"
  }

  /// A text or date field of the domain's list, such as the first name or the birthday.
  case text(ContactFieldEntry)
  /// The whole name in one cell (Outlook's and Google's older "Name", Thunderbird's "Display
  /// Name"): the first and last names when the row gives neither, else kept under `column`.
  case fullName(column: String)
  /// The groups, in one cell, split at `separator`.
  case groups(separator: String)
  /// The label of the numbered row `number` of `rows` (Google's "E-mail 1 - Label").
  case rowLabel(Rows, number: Int)
  /// The value of the numbered row `number` of `rows`: several values joined by " ::: ".
  case rowValue(Rows, number: Int)
  /// A row of `rows` whose label is the column's own (Outlook's "Mobile Phone").
  case labeledRow(Rows, label: String)
  /// A part of the address called `address` ("Address 1", Outlook's "Business").
  case address(String, AddressPart)
  /// One part of a birthday Thunderbird writes in three columns ("Birth Year").
  case birthPart(BirthPart)
  /// Google's "Custom Field 1 - Label": names the value of the same number.
  case customLabel(number: Int)
  /// Google's "Custom Field 1 - Value".
  case customValue(number: Int)
  /// A column the app has no field for: kept with the contact under its name.
  case unknown(String)

  /// The column a header cell names: Google's current and older headers and Outlook's by their
  /// exact names, then any field of the domain's list by a loose match of its caption, form
  /// name or option ("first name", "FirstName", "job-title").
  init(header: String) {
    let name = header.trimmingCharacters(in: .whitespaces)
    if let known = Self.named[name] ?? Self.numbered(name) ?? Self.outlook(name) {
      self = known
    } else if let field = Self.loosely(name) {
      self = field
    } else {
      self = .unknown(name)
    }
  }

  /// The columns of a header row. Thunderbird's "Home Address" is the first street line when
  /// the header also has "Home Address 2"; alone (as Outlook's) it is the whole address.
  static func columns(of header: [String]) -> [CSVColumn] {
    let names = Set(header.map { $0.trimmingCharacters(in: .whitespaces) })
    return header.map { cell in
      let column = CSVColumn(header: cell)
      if case .address(let place, .formatted) = column, names.contains(place + " Address 2") {
        return .address(place, .street)
      }
      return column
    }
  }

  /// The columns known by their exact names, in Google's two headers and Outlook's.
  private static let named: [String: CSVColumn] = {
    var columns: [String: CSVColumn] = [:]
    let text: [(ContactFieldEntry, [String])] = [
      (ContactFields.firstName, ["First Name", "Given Name"]),
      (ContactFields.middleName, ["Middle Name", "Additional Name"]),
      (ContactFields.lastName, ["Last Name", "Family Name"]),
      (ContactFields.namePrefix, ["Name Prefix", "Title"]),
      (ContactFields.nameSuffix, ["Name Suffix", "Suffix"]),
      (ContactFields.phoneticFirstName, ["Phonetic First Name", "Given Name Yomi"]),
      (ContactFields.phoneticLastName, ["Phonetic Last Name", "Family Name Yomi"]),
      (ContactFields.nickname, ["Nickname"]),
      (ContactFields.organization, ["Organization Name", "Organization 1 - Name", "Company"]),
      (
        ContactFields.jobTitle,
        ["Organization Title", "Organization 1 - Title", "Job Title", "Position"]
      ),
      (
        ContactFields.department,
        ["Organization Department", "Organization 1 - Department", "Department"]
      ),
      (ContactFields.manager, ["Manager's Name"]),
      (ContactFields.assistant, ["Assistant's Name"]),
      (ContactFields.birthday, ["Birthday"]),
      (ContactFields.anniversary, ["Anniversary"]),
      (ContactFields.note, ["Notes"]),
    ]
    for (field, names) in text { for name in names { columns[name] = .text(field) } }
    for name in ["Name", "Display Name"] { columns[name] = .fullName(column: name) }
    for part in BirthPart.allCases { columns[part.rawValue] = .birthPart(part) }
    columns["Labels"] = .groups(separator: " ::: ")
    columns["Group Membership"] = .groups(separator: " ::: ")
    columns["Categories"] = .groups(separator: ";")
    return columns
  }()

  /// Google's numbered columns: "E-mail 1 - Label" (older: "- Type"), "Phone 2 - Value",
  /// "Address 1 - City", "Custom Field 1 - Value".
  private static func numbered(_ name: String) -> CSVColumn? {
    let halves = name.components(separatedBy: " - ")
    guard halves.count == 2, let space = halves[0].lastIndex(of: " "),
      let number = Int(halves[0][halves[0].index(after: space)...]), number > 0
    else { return nil }
    let kind = String(halves[0][..<space])
    let part = halves[1]
    if kind == "Address" {
      let address = part == "Type" ? .label : AddressPart(rawValue: part)
      return address.map { .address("Address \(number)", $0) }
    }
    if kind == "Custom Field" {
      return part == "Value" ? .customValue(number: number) : .customLabel(number: number)
    }
    guard let rows = Rows(rawValue: kind == "Email" ? "E-mail" : kind) else { return nil }
    switch part {
    case "Label", "Type": return .rowLabel(rows, number: number)
    case "Value": return .rowValue(rows, number: number)
    default: return nil
    }
  }

  /// Outlook's and Thunderbird's labeled columns: "E-mail 2 Address", "Primary Email",
  /// "Mobile Phone", "Business Fax", "Home Street 2", "Work ZipCode", "Home Address" (the whole
  /// address in one cell), "Web Page", "Web Page 2".
  private static func outlook(_ name: String) -> CSVColumn? {
    if ["E-mail Address", "Email Address", "Primary Email", "Secondary Email"].contains(name) {
      return .labeledRow(.emails, label: "")
    }
    if name.hasPrefix("E-mail "), name.hasSuffix(" Address") {
      return .labeledRow(.emails, label: "")
    }
    if name == "Web Page" || (name.hasPrefix("Web Page ") && Int(name.dropFirst(9)) != nil) {
      return .labeledRow(.urls, label: "")
    }
    if name == "Personal Web Page" { return .labeledRow(.urls, label: "home") }
    if name == "Screen Name" { return .labeledRow(.chats, label: "") }
    for place in ["Business", "Work", "Home", "Other"] where name.hasPrefix(place + " ") {
      let rest = name.dropFirst(place.count + 1)
      let part: AddressPart? =
        switch rest {
        case "Street", "Street 2", "Street 3", "Address 2": .street
        case "City": .city
        case "State": .region
        case "Postal Code", "ZipCode": .postalCode
        case "Country/Region", "Country": .country
        case "PO Box", "P.O. Box", "Address PO Box": .poBox
        case "Address": .formatted
        default: nil
        }
      if let part { return .address(place, part) }
    }
    if let label = outlookPhones[name] { return .labeledRow(.phones, label: label) }
    return nil
  }

  /// Outlook's phone columns and the label each gives its number.
  private static let outlookPhones: [String: String] = [
    "Mobile Phone": "mobile", "Business Phone": "work", "Business Phone 2": "work",
    "Home Phone": "home", "Home Phone 2": "home", "Business Fax": "work fax",
    "Home Fax": "home fax", "Other Fax": "fax", "Other Phone": "other", "Pager": "pager",
    "Primary Phone": "main", "Company Main Phone": "main", "Car Phone": "car",
    "Assistant's Phone": "assistant", "Callback": "callback", "Radio Phone": "radio",
    "ISDN": "isdn", "Telex": "telex", "TTY/TDD Phone": "tty", "Work Phone": "work",
    "Mobile Number": "mobile", "Fax Number": "fax", "Pager Number": "pager",
  ]

  /// A field of the domain's list whose caption, form name, option or merge key is `name` once
  /// case, spaces and punctuation are left out: a plain CSV's "first name" or "JobTitle".
  private static func loosely(_ name: String) -> CSVColumn? {
    let key = folded(name)
    guard
      let entry = ContactFields.all.first(where: { entry in
        [entry.caption, entry.formName, entry.mergeKey, entry.option ?? ""].contains {
          folded($0) == key
        }
      })
    else { return nil }
    switch entry.value {
    case .text, .date: return .text(entry)
    case .groups: return .groups(separator: " ::: ")
    case .rows:
      return Rows.allCases.first { $0.entry.formName == entry.formName }.map {
        .labeledRow($0, label: "")
      }
    case .addresses: return nil
    }
  }

  /// `text` in lower case with only its letters and digits.
  private static func folded(_ text: String) -> String {
    String(text.lowercased().unicodeScalars.filter(CharacterSet.alphanumerics.contains))
  }
}
