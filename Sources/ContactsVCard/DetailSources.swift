import ContactsDomain

/// The kept properties of a card that its details are read from, and those details.
///
/// Reading, in the card's order: the first property of a single detail (birthday, nickname…) is
/// the detail; every property of a list (addresses, web sites, chats, related people) is an
/// entry, up to `maximumRows`; every `CATEGORIES` adds its names to the groups. The reader fills
/// the form from them, and the writer finds them again to tell what the app changed.
struct DetailSources {
  /// One kept property read as a detail, at `index` in the kept properties.
  struct Entry {
    var index: Int
    var kind: DetailProperty.Kind
    var value: DetailProperty.Value
  }

  /// `ContactDraft`'s limit of rows of a list.
  static let maximumRows = 50

  /// The names of the properties a detail may be read from: a card with none of them needs no
  /// look at its kept properties.
  static let propertyNames = Set<String>([
    "NICKNAME", "X-PHONETIC-FIRST-NAME", "X-PHONETIC-LAST-NAME", "BDAY", "ANNIVERSARY",
    "X-ANNIVERSARY", "X-MS-ANNIVERSARY", "X-EVOLUTION-ANNIVERSARY", "X-KADDRESSBOOK-X-ANNIVERSARY",
    "X-ABDATE", "ADR", "URL", "IMPP", "X-MS-IMADDRESS", "SOCIALPROFILE", "X-SOCIALPROFILE",
    "RELATED", "X-ABRELATEDNAMES", "CATEGORIES",
  ]).union(DetailProperty.chatServices.keys).union(TextProperties.byProperty.keys)

  /// The entries the details are read from, in the card's order.
  private(set) var entries: [Entry] = []
  /// Each group's `X-ABLabel`, unescaped, by lowercased group.
  private(set) var labels: [String: String] = [:]

  init(_ kept: [VCardProperty]) {
    guard kept.contains(where: { Self.propertyNames.contains($0.name) }) else { return }
    for property in kept where property.name == "X-ABLABEL" {
      guard let group = property.group?.lowercased(), labels[group] == nil else { continue }
      labels[group] = VCardText.unescaped(property.value)
    }
    var single = Set<DetailProperty.Kind>()
    var rows: [DetailProperty.Kind: Int] = [:]
    for (index, property) in kept.enumerated() where Self.propertyNames.contains(property.name) {
      let label = property.group.flatMap { labels[$0.lowercased()] }
      guard let (kind, value) = DetailProperty.read(property, label: label) else { continue }
      if kind.isList {
        guard rows[kind, default: 0] < Self.maximumRows else { continue }
        rows[kind, default: 0] += 1
      } else if kind != .groups {
        guard single.insert(kind).inserted else { continue }
      }
      entries.append(Entry(index: index, kind: kind, value: value))
    }
  }

  /// The entries of `kind`, in order.
  func entries(_ kind: DetailProperty.Kind) -> [Entry] {
    entries.filter { $0.kind == kind }
  }

  /// Fills `form`'s details from the entries.
  func fill(_ form: inout ContactForm) {
    for entry in entries {
      switch (entry.kind, entry.value) {
      case (.nickname, .text(let text)): form.nickname = text
      case (.text(let name), .text(let text)):
        TextProperties.mapping(name)?.entry.set(text, in: &form)
      case (.phoneticFirstName, .text(let text)): form.phoneticFirstName = text
      case (.phoneticLastName, .text(let text)): form.phoneticLastName = text
      case (.birthday, .date(let date)): form.birthday = date.text
      case (.anniversary, .date(let date)): form.anniversary = date.text
      case (.address, .address(let address)): form.addresses.append(address)
      case (.url, .labeled(let row)): form.urls.append(row)
      case (.chat, .labeled(let row)): form.chats.append(row)
      case (.socialProfile, .labeled(let row)): form.socialProfiles.append(row)
      case (.related, .labeled(let row)): form.related.append(row)
      case (.groups, .names(let names)): form.groups += names
      default: continue
      }
    }
  }

  /// Whether the app takes `value` as a detail of `kind` (a label or text not too long, no
  /// control character): one it refuses stays a kept property only, as it came.
  static func accepts(_ value: DetailProperty.Value, as kind: DetailProperty.Kind) -> Bool {
    var form = ContactForm(firstName: "A")
    var sources = DetailSources([])
    sources.entries = [Entry(index: 0, kind: kind, value: value)]
    sources.fill(&form)
    return (try? ContactDraft(form, origin: .imported)) != nil
  }

  /// Leaves out of `form` the entries the app refuses. A refused phonetic name is left to the
  /// caller, which also checks the one `N` may give.
  mutating func dropRefused(from form: inout ContactForm) {
    entries.removeAll { !Self.accepts($0.value, as: $0.kind) }
    (form.nickname, form.birthday, form.anniversary) = ("", "", "")
    for mapping in TextProperties.all { mapping.entry.set("", in: &form) }
    (form.addresses, form.urls, form.chats, form.related, form.groups) = ([], [], [], [], [])
    form.socialProfiles = []
    fill(&form)
  }
}
