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

  /// The fewest rows shown: one blank phone and email row to type in; the other lists start
  /// with none and an "Add" button.
  var minimum: Int { self == .phone || self == .email ? 1 : 0 }

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
    case .phone: form.phones = padded(form.phones, blank)
    case .email: form.emails = padded(form.emails, blank)
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

  /// `rows` with a blank one added, after the blank one the page shows when there is none.
  private func padded(_ rows: [LabeledValue], _ blank: LabeledValue) -> [LabeledValue] {
    (rows.isEmpty ? [blank] : rows) + [blank]
  }
}
