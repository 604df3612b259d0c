import ContactsDomain

/// Makes a `VCard` of one card's version-neutral properties, or says why the card is left out.
/// A group card never comes here: `GroupCardReader` reads it.
///
/// The first `N`, `FN`, `ORG`, `NOTE`, `UID` and `REV` are mapped, later ones kept. `X-ABLabel`s
/// that label a phone or email are read into its label. `VERSION` and `PRODID` describe the file,
/// not the contact, and are dropped. A phone or email the app refuses (too long, past the 50th)
/// is kept as a property, with its label, rather than losing the card; one whose `X-ABLabel`
/// alone is refused (too long) is shown without it, the label kept and written back.
struct CardBuilder {
  enum Outcome {
    case card(VCard, ContactDraft)
    case skipped(reason: String)
  }

  /// A phone or email as read, with the property it came from.
  private struct Row {
    var field: LabeledFieldMapping.Field
    var order: Int
    var property: VCardProperty
    var value: LabeledValue
    var details: [VCardProperty]
    var appleLabel: String?
    var keepsGroup: Bool
  }

  /// `ContactDraft`'s limit of phones, and of emails.
  private static let maximumRows = 50

  private var card = VCard(form: ContactForm())
  private var kept: [(order: Int, property: VCardProperty)] = []
  private var labeled: [(field: LabeledFieldMapping.Field, order: Int, property: VCardProperty)] =
    []
  private var rows: [Row] = []
  private var labels: [String: (order: Int, property: VCardProperty)] = [:]
  /// Whether the card says it is a company's (`CompanyMarker`): it is one if it has an
  /// organization, and the marker leaves the kept properties once its uid is derived.
  private var hasCompanyMarker = false
  /// The properties mapped to the app's fields: the first of each is read, later ones kept.
  private static let mappedNames = ["N", "FN", "ORG", "NOTE", "UID", "REV"]
  /// The first property of each of `mappedNames`, in that order, with its place in the card
  /// (an array, not a dictionary: hashing names cost more than the rest of sorting them out).
  private var mapped: [(order: Int, property: VCardProperty)?] = Array(
    repeating: nil, count: mappedNames.count)

  static func build(_ properties: [VCardProperty]) -> Outcome {
    var builder = CardBuilder()
    return builder.build(properties)
  }

  private mutating func build(_ properties: [VCardProperty]) -> Outcome {
    for (order, property) in properties.enumerated() {
      switch property.name {
      // PROFILE:VCARD (RFC 2425) only repeats what BEGIN says; readers refuse it written back.
      case "VERSION", "PRODID", "PROFILE":
        continue
      case "N", "FN", "ORG", "NOTE", "UID", "REV":
        let slot = Self.mappedNames.firstIndex(of: property.name)!
        if mapped[slot] == nil {
          let isName = property.name == "N" || property.name == "FN"
          mapped[slot] = (order, isName ? NameControls.dropped(from: property) : property)
        } else {
          kept.append((order, property))
        }
      case "TEL", "EMAIL":
        labeled.append((property.name == "TEL" ? .phone : .email, order, property))
      case "X-ABLABEL" where property.group.map { labels[$0.lowercased()] == nil } ?? false:
        labels[property.group!.lowercased()] = (order, property)
      case _ where CompanyMarker.isMarker(property):
        hasCompanyMarker = true
        kept.append((order, property))
      default:
        kept.append((order, property))
      }
    }
    card.uid = first("UID").map { VCardText.unescaped($0.value) }
    card.revision = first("REV")?.value
    let org = first("ORG").map { TextFieldMapping.read($0, as: .organization).text } ?? ""
    let names = NameMapping.read(n: first("N"), fn: first("FN"), org: org)
    card.form.firstName = names.firstName
    card.form.lastName = names.lastName
    card.fieldDetails = names.details
    if let n = first("N") { NameParts(n: n).fill(&card.form) }
    for field in [TextFieldMapping.Field.organization, .note] {
      guard let property = first(field.propertyName) else { continue }
      let (text, detail) = TextFieldMapping.read(property, as: field)
      if field == .organization {
        (card.form.organization, card.form.department) =
          detail == nil ? (text, "") : TextFieldMapping.organizationParts(property.value)
      } else {
        card.form.note = text
      }
      if let detail { card.fieldDetails.append(detail) }
    }
    mapLabeledFields()
    dropNameThatIsTheShownValue()
    return validated()
  }

  /// Why a card with nothing a person could use is left out: the rule of `ContactName.shown`.
  static let nothingToShow =
    "nothing to show it by: no name, organization, nickname, email, phone or web site"

  /// Clears names read from an `FN` that only repeats what a card without a name is shown by
  /// (its email, phone…): vCard 3.0 and 4.0 require `FN`, so export writes one for a card
  /// without a name (see `ContactName.shown`), and reading it back must not make it a name.
  /// The `FN` stays in the details, so it is written back as it came.
  private mutating func dropNameThatIsTheShownValue() {
    // Most cards' FN is no email or phone: compared first, before N is read again.
    // A company card's FN is its organization: `NameMapping.read` knows it.
    var form = card.form
    guard let fn = first("FN"), FieldText.trimmed(form.organization).isEmpty else { return }
    let shown = FieldText.trimmed(VCardText.unescaped(fn.value))
    let unnamed = {
      ContactName.shown(
        firstName: "", lastName: "", organization: "",
        nickname: form.nickname, emails: form.emails, phones: form.phones, urls: form.urls)
    }
    // A nickname or web site is read with the details, later: only read here when one may be
    // what the card is shown by.
    if unnamed() != shown, kept.contains(where: { ["NICKNAME", "URL"].contains($0.property.name) })
    {
      let sources = DetailSources(kept.sorted { $0.order < $1.order }.map(\.property))
      sources.fill(&form)
    }
    guard !unnamed().isEmpty, unnamed() == shown,
      NameMapping.isImpliedFN(fn, first: form.firstName, last: form.lastName),
      (first("N").map { NameMapping.read(n: $0, fn: nil, org: "") }.map {
        $0.firstName + $0.lastName
      } ?? "").isEmpty
    else { return }
    card.form.firstName = ""
    card.form.lastName = ""
    // `N` and `FN` as they came, as for a card without a name: written back the same.
    card.fieldDetails.removeAll { $0.name == "N" || $0.name == "FN" }
    card.fieldDetails.insert(contentsOf: [first("N"), fn].compactMap { $0 }, at: 0)
  }

  /// The first property called `name`, one of `mappedNames`.
  private func first(_ name: String) -> VCardProperty? {
    mapped[Self.mappedNames.firstIndex(of: name)!]?.property
  }

  // MARK: - Phones and emails

  private mutating func mapLabeledFields() {
    let labeledGroups = Set(labeled.compactMap { $0.property.group?.lowercased() })
    for (group, label) in labels where !labeledGroups.contains(group) {
      kept.append(label)
    }
    let sharedGroups = Set(kept.compactMap { $0.property.group?.lowercased() })
    rows = labeled.map { field, order, property in
      let group = property.group?.lowercased()
      let appleLabel = group.flatMap { labels[$0] }.map { VCardText.unescaped($0.property.value) }
      let keepsGroup = group.map(sharedGroups.contains) ?? false
      let (value, details) = LabeledFieldMapping.read(
        property, as: field, appleLabel: appleLabel, keepsGroup: keepsGroup)
      return Row(
        field: field, order: order, property: property, value: value, details: details,
        appleLabel: appleLabel, keepsGroup: keepsGroup)
    }
    applyRows()
  }

  private mutating func applyRows() {
    card.form.phones = rows.filter { $0.field == .phone }.map(\.value)
    card.form.emails = rows.filter { $0.field == .email }.map(\.value)
    let details = rows.filter { $0.field == .phone } + rows.filter { $0.field == .email }
    card.fieldDetails.removeAll { $0.name == "TEL" || $0.name == "EMAIL" }
    card.fieldDetails.removeAll { $0.name == "X-ABLABEL" }
    card.fieldDetails += details.flatMap(\.details)
  }

  // MARK: - Validation

  private mutating func validated() -> Outcome {
    kept.sort { $0.order < $1.order }
    var sources = DetailSources(kept.map(\.property))
    sources.fill(&card.form)
    markCompany()
    let draft: ContactDraft
    do {
      draft = try ContactDraft(card.form, origin: .imported)
    } catch {
      keepRefusedRows()
      keepRefusedText()
      sources.dropRefused(from: &card.form)
      dropRefusedNameParts()
      markCompany()
      do {
        draft = try ContactDraft(card.form, origin: .imported)
      } catch .noNameShown {
        return .skipped(reason: Self.nothingToShow)
      } catch {
        let name =
          FieldText.trimmed(card.form.firstName) + " "
          + FieldText.trimmed(card.form.lastName)
        return .skipped(reason: "“\(name)”: \(error.message)")
      }
    }
    card.keptProperties = kept.sorted { $0.order < $1.order }.map(\.property)
    if FieldText.trimmed(card.uid ?? "").isEmpty {
      card.derivedUID = VCardExtras.derivedUID(draft, card, released: releasedRows())
    }
    card.keptProperties = CompanyMarker.kept(card.keptProperties, isCompany: card.form.isCompany)
    return .card(card, draft)
  }

  /// A card with the company marker is a company's when it has an organization to be shown by;
  /// without one, the marker stays kept and written back as it came.
  private mutating func markCompany() {
    card.form.isCompany = hasCompanyMarker && !FieldText.trimmed(card.form.organization).isEmpty
  }

  /// The phones and emails as the released version read them (`ReleasedLabels`), phones first.
  private func releasedRows() -> [VCardExtras.ReleasedRow] {
    (rows.filter { $0.field == .phone } + rows.filter { $0.field == .email }).map { row in
      let (value, detail) = ReleasedLabels.read(
        row.property, as: row.field, appleLabel: row.appleLabel, keepsGroup: row.keepsGroup)
      return VCardExtras.ReleasedRow(field: row.field, value: value, detail: detail)
    }
  }

  /// Moves phones and emails the app refuses, with their `X-ABLabel`, to the kept properties.
  private mutating func keepRefusedRows() {
    var accepted: [LabeledFieldMapping.Field: Int] = [:]
    var shown: [Row] = []
    for var row in rows {
      if accepted[row.field, default: 0] < Self.maximumRows,
        Self.accepts(row) || shownWithoutLabel(&row)
      {
        accepted[row.field, default: 0] += 1
        shown.append(row)
        continue
      }
      kept.append((row.order, row.property))
      if let group = row.property.group?.lowercased(), let label = labels.removeValue(forKey: group)
      {
        kept.append(label)
      }
    }
    rows = shown
    applyRows()
  }

  private static func accepts(_ row: Row) -> Bool {
    let form =
      row.field == .phone
      ? ContactForm(firstName: "A", phones: [row.value])
      : ContactForm(firstName: "A", emails: [row.value])
    return (try? ContactDraft(form, origin: .imported)) != nil
  }

  /// Reads `row` again without its `X-ABLabel` when that alone is refused (longer than a label
  /// may be, as Gmail's custom labels can be): the phone or email is shown, and the label is
  /// kept in the row's group, written back as it came. False when the row is refused anyway.
  private mutating func shownWithoutLabel(_ row: inout Row) -> Bool {
    guard row.appleLabel != nil, let group = row.property.group?.lowercased(),
      let label = labels[group]
    else { return false }
    var unlabeled = row
    (unlabeled.value, unlabeled.details) = LabeledFieldMapping.read(
      row.property, as: row.field, appleLabel: nil, keepsGroup: true)
    unlabeled.appleLabel = nil
    unlabeled.keepsGroup = true
    guard Self.accepts(unlabeled) else { return false }
    labels[group] = nil
    kept.append(label)
    row = unlabeled
    return true
  }

  /// Leaves out of the form the parts of the name, the department and the phonetic names the app
  /// refuses: they stay in `N`, `ORG` or their own property, written back as they came.
  private mutating func dropRefusedNameParts() {
    let paths: [WritableKeyPath<ContactForm, String>] = [
      \.namePrefix, \.middleName, \.nameSuffix, \.department, \.phoneticFirstName,
      \.phoneticLastName,
    ]
    for path in paths where !NameParts.accepts(card.form[keyPath: path], at: path) {
      card.form[keyPath: path] = ""
    }
  }

  /// Moves an organization or note the app refuses (too long, a control character) to the kept
  /// properties, as it came, rather than losing the card.
  private mutating func keepRefusedText() {
    for field in [TextFieldMapping.Field.organization, .note] {
      let text = field == .organization ? card.form.organization : card.form.note
      let form =
        field == .organization
        ? ContactForm(firstName: "A", organization: text) : ContactForm(firstName: "A", note: text)
      guard (try? ContactDraft(form, origin: .imported)) == nil,
        let entry = mapped[Self.mappedNames.firstIndex(of: field.propertyName)!]
      else { continue }
      kept.append(entry)
      card.fieldDetails.removeAll { $0.name == field.propertyName }
      if field == .organization { card.form.organization = "" } else { card.form.note = "" }
    }
  }
}
