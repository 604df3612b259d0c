import ContactsDomain

/// A list on the contact form whose rows a person adds and removes without JavaScript: the
/// field names its inputs send, and its rows in a `ContactForm`.
enum FormRows: String, CaseIterable, Sendable {
  case phone, email, address, url, chat, socialProfile, related, group

  /// What a row is called on the page: "phone", "web site".
  var noun: String {
    switch self {
    case .url: "web site"
    case .chat: "chat handle"
    case .socialProfile: "social profile"
    case .related: "related person"
    default: rawValue
    }
  }

  /// The rows there are, blank ones included.
  func count(in form: ContactForm) -> Int {
    switch self {
    case .phone: form.phones.count
    case .email: form.emails.count
    case .address: form.addresses.count
    case .url: form.urls.count
    case .chat: form.chats.count
    case .socialProfile: form.socialProfiles.count
    case .related: form.related.count
    case .group: form.groups.count
    }
  }

  /// What the list's fieldset is called: "Phone numbers", "Web sites".
  var legend: String {
    switch self {
    case .chat: "Chat"
    default:
      ContactFields.all.first { $0.formName == rawValue }.map {
        $0.field.plural.prefix(1).uppercased() + $0.field.plural.dropFirst()
      } ?? noun
    }
  }

  /// What the first field of a labelled row is: the label, or the service or relation.
  var labelCaption: String {
    switch self {
    case .chat, .socialProfile: "service"
    case .related: "relation"
    default: "label"
    }
  }

  /// The `<datalist>` the first field of a labelled row offers.
  var suggestions: String {
    switch self {
    case .chat, .socialProfile: "services"
    case .related: "relations"
    default: "labels"
    }
  }

  /// The keyboard a phone shows for the row's value.
  var inputMode: String? {
    switch self {
    case .phone: "tel"
    case .email: "email"
    case .url, .socialProfile: "url"
    default: nil
    }
  }

  /// Whether the page ends the list with a blank row to type in, whatever it holds: phones and
  /// emails, which most cards have; the other lists start with an "Add" button.
  var keepsABlankRow: Bool { self == .phone || self == .email }

  /// The rows the page shows of `values`: with a blank one at the end when the list keeps one
  /// and its last row is not blank already.
  func shown(_ values: [LabeledValue]) -> [LabeledValue] {
    guard keepsABlankRow, values.last.map({ !Self.isBlank($0) }) ?? true else { return values }
    return values + [LabeledValue(label: "", value: "")]
  }

  /// Whether row `index` of `form` holds nothing typed: the page offers no Remove for it.
  func isBlank(_ index: Int, in form: ContactForm) -> Bool {
    switch self {
    case .phone: Self.isBlank(form.phones[index])
    case .email: Self.isBlank(form.emails[index])
    case .address:
      AddressPart.allCases.allSatisfy {
        form.addresses[index][keyPath: $0.path].allSatisfy(\.isWhitespace)
      }
    case .url: Self.isBlank(form.urls[index])
    case .chat: Self.isBlank(form.chats[index])
    case .socialProfile: Self.isBlank(form.socialProfiles[index])
    case .related: Self.isBlank(form.related[index])
    case .group: form.groups[index].allSatisfy(\.isWhitespace)
    }
  }

  /// The `id` of the first field of row `index`, which the page focuses once it is added.
  func firstFieldID(_ index: Int) -> String {
    switch self {
    case .address: "\(AddressPart.label.name)\(index)"
    case .group: "group\(index)"
    default: "\(rawValue)Label\(index)"
    }
  }

  /// The form with a blank row added at the end.
  func adding(to form: ContactForm) -> ContactForm {
    var form = form
    let blank = LabeledValue(label: "", value: "")
    switch self {
    case .phone: form.phones.append(blank)
    case .email: form.emails.append(blank)
    case .address: form.addresses.append(PostalAddress())
    case .url: form.urls.append(blank)
    case .chat: form.chats.append(blank)
    case .socialProfile: form.socialProfiles.append(blank)
    case .related: form.related.append(blank)
    case .group: form.groups.append("")
    }
    return form
  }

  /// The form without row `index`; the same form when there is no such row.
  func removing(_ index: Int, from form: ContactForm) -> ContactForm {
    var form = form
    func drop<T>(_ rows: inout [T]) { if rows.indices.contains(index) { rows.remove(at: index) } }
    switch self {
    case .phone: drop(&form.phones)
    case .email: drop(&form.emails)
    case .address: drop(&form.addresses)
    case .url: drop(&form.urls)
    case .chat: drop(&form.chats)
    case .socialProfile: drop(&form.socialProfiles)
    case .related: drop(&form.related)
    case .group: drop(&form.groups)
    }
    return form
  }

  private static func isBlank(_ row: LabeledValue) -> Bool {
    (row.label + row.value).allSatisfy(\.isWhitespace)
  }

}
