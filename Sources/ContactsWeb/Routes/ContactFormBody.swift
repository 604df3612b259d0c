import ContactsDomain

/// What the add and edit pages' form sends: the fields, the dates as typed, and the pressed
/// button.
struct ContactFormBody: Sendable {
  /// What a button on the form asked for.
  enum Press: Equatable, Sendable {
    case done
    case cancel
    /// "Add another phone": the form again with one more blank row of that list.
    case add(FormRows)
    /// "Remove" beside a row: the form again without it.
    case remove(FormRows, Int)
  }

  var form = ContactForm()
  var birthday = DateInput("")
  var anniversary = DateInput("")
  var press = Press.done

  /// The form read from the fields a page sent.
  init(_ sent: SentForm) {
    let fields = sent.fields
    func all(_ name: String) -> [String] { fields.filter { $0.name == name }.map(\.value) }
    func one(_ name: String) -> String { all(name).first ?? "" }
    func labeled(_ name: String) -> [LabeledValue] {
      zip(all(name + "Label"), all(name)).map { LabeledValue(label: $0, value: $1) }
    }
    func date(_ name: String) -> DateInput {
      DateInput(day: one(name + "Day"), month: one(name + "Month"), year: one(name + "Year"))
    }
    form = ContactForm(
      firstName: one("firstName"), lastName: one("lastName"), phones: labeled("phone"),
      emails: labeled("email"), organization: one("organization"), note: one("note"))
    for (entry, _) in ContactFields.textDetails { entry.set(one(entry.formName), in: &form) }
    birthday = date("birthday")
    anniversary = date("anniversary")
    form.birthday = birthday.text
    form.anniversary = anniversary.text
    form.addresses = Self.addresses(all)
    form.urls = labeled("url")
    form.chats = labeled("chat")
    form.socialProfiles = labeled("socialProfile")
    form.related = labeled("related")
    form.groups = all("group")
    form.isCompany = one("isCompany") == "on"
    press = Self.press(sent)
  }

  /// The address rows: each part is sent once per row, in order.
  private static func addresses(_ all: (String) -> [String]) -> [PostalAddress] {
    let parts = AddressPart.allCases.map { all($0.name) }
    let count = parts.map(\.count).min() ?? 0
    return (0..<count).map { row in
      var address = PostalAddress()
      for (part, values) in zip(AddressPart.allCases, parts) {
        address[keyPath: part.path] = values[row]
      }
      return address
    }
  }

  private static func press(_ sent: SentForm) -> Press {
    if sent.isCancel { return .cancel }
    if let added = sent.text("add").flatMap(FormRows.init) { return .add(added) }
    if let removed = sent.text("remove") {
      let parts = removed.split(separator: "-")
      if parts.count == 2, let rows = FormRows(rawValue: String(parts[0])),
        let index = Int(parts[1])
      {
        return .remove(rows, index)
      }
    }
    return .done
  }
}
