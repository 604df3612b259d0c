import ContactsDomain

/// A phone or email as the details screen shows it, the same in both builds, on the terminal and
/// on the web: "Fax (home)", "Mobile", "Phone (cottage)", "Email (work)", its text, and where a
/// click on it leads.
public struct ShownField: Hashable, Sendable {
  /// What it is: "Fax (home)", "Assistant", "Phone", "Email (work)".
  public let caption: String
  /// The number or address, as stored.
  public let value: String
  /// `tel:+15550100`, `sms:+15550100` for a number that takes texts, `mailto:…`; `nil` for a
  /// fax, which a person cannot call.
  public let link: String?

  /// A phone: the kind its label names ("home fax", "pager", "work mobile", Apple's
  /// "assistant") leads the caption, "Fax (home)"; any other label is the phone's, "Phone (lab)".
  public static func phone(_ phone: LabeledValue) -> ShownField {
    let words = phone.label.split(separator: " ")
    let kind = words.last.flatMap { kinds[$0.lowercased()] }
    let place = words.count == 2 ? places.first { $0 == words[0].lowercased() } : nil
    let number = (phone.value.hasPrefix("+") ? "+" : "") + PhoneNumber.digits(of: phone.value)
    guard let kind, words.count == 1 || place != nil else {
      return ShownField(
        caption: captioned("Phone", phone.label), value: phone.value, link: "tel:" + number)
    }
    return ShownField(
      caption: captioned(kind.caption, place == nil ? "" : String(words[0])), value: phone.value,
      link: kind.scheme.map { $0 + number })
  }

  /// An email: "Email (work)", leading to `mailto:`.
  public static func email(_ email: LabeledValue) -> ShownField {
    ShownField(
      caption: captioned("Email", email.label), value: email.value, link: "mailto:" + email.value)
  }

  // MARK: - Private

  /// The kinds of phone a label names, with their caption and link scheme (none for a fax): the
  /// words the vCard format reads `TYPE`s and Apple's labels as.
  private static let kinds: [String: (caption: String, scheme: String?)] = [
    "fax": ("Fax", nil), "pager": ("Pager", "tel:"), "mobile": ("Mobile", "tel:"),
    "iphone": ("iPhone", "tel:"), "text": ("Text", "sms:"), "video": ("Video", "tel:"),
    "textphone": ("Textphone", "tel:"), "assistant": ("Assistant", "tel:"),
  ]

  /// The words before a kind that say where it is: "home fax".
  private static let places = ["home", "work", "other"]

  /// "Phone (lab)", or "Phone" when there is no label: none is invented.
  static func captioned(_ noun: String, _ label: String) -> String {
    label.isEmpty ? noun : "\(noun) (\(label))"
  }
}
