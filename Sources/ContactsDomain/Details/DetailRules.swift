/// The checks behind `ContactDraft.details`: text bounded and free of control characters, dates
/// real, web sites plausible when typed; an imported card's values kept as written.
enum DetailRules {
  static let maximumTextLength = 200
  static let maximumGroups = 100

  static func details(_ form: ContactForm, origin: ContactDraft.Origin)
    throws(ContactValidationError) -> ContactDetails
  {
    var details = ContactDetails()
    // Read and written in place: through their key paths, each of the fields copied the whole
    // form and the whole details, on every card of an import.
    for (entry, detail) in ContactFields.textDetails {
      detail.stored.set(
        try text(detail.formField.value(in: form), entry.field, limit: detail.limit),
        in: &details)
    }
    details.birthday = try date(form.birthday, .birthday)
    details.anniversary = try date(form.anniversary, .anniversary)
    details.addresses = try addresses(form.addresses)
    let own: (KeyPath<ContactDetails, [LabeledValue]>) -> Set<String> = { path in
      guard case .edit(let contact) = origin else { return [] }
      return Set(contact.details[keyPath: path].map(\.value))
    }
    details.urls = try labeled(form.urls, .url) { url throws(ContactValidationError) in
      guard origin == .imported || own(\.urls).contains(url) || WebAddress.isPlausible(url) else {
        throw .invalidWebAddress(url)
      }
    }
    details.chats = try labeled(form.chats, .chat) { _ throws(ContactValidationError) in }
    details.socialProfiles = try labeled(form.socialProfiles, .socialProfile) {
      _ throws(ContactValidationError) in
    }
    details.related = try labeled(form.related, .related) { _ throws(ContactValidationError) in }
    details.groups = try groups(form.groups)
    details.isCompany = form.isCompany
    return details
  }

  /// `text` trimmed and checked; "" when blank.
  static func text(_ text: String, _ field: ContactField, limit: Int)
    throws(ContactValidationError) -> String
  {
    let normalized = FieldRules.normalized(text)
    guard !FieldRules.isBlank(normalized) else { return "" }
    return try FieldRules.checked(normalized, field, limit: limit)
  }

  /// The date `text` names, nil when it is blank.
  static func date(_ text: String, _ field: ContactField) throws(ContactValidationError)
    -> PartialDate?
  {
    let trimmed = FieldRules.normalized(text)
    guard !trimmed.isEmpty else { return nil }
    guard trimmed.count <= 20, let date = PartialDate(trimmed) else {
      throw .impossibleDate(field, String(trimmed.prefix(20)))
    }
    return date
  }

  private static func addresses(_ rows: [PostalAddress]) throws(ContactValidationError)
    -> [PostalAddress]
  {
    var result: [PostalAddress] = []
    for row in rows {
      let street = FieldRules.normalized(FieldRules.unifiedLineBreaks(row.street))
      let checked = PostalAddress(
        label: try text(row.label, .label, limit: FieldRules.maximumLabelLength),
        street: FieldRules.isBlank(street)
          ? "" : try FieldRules.checked(street, .address, limit: 500, allowsNewlines: true),
        locality: try text(row.locality, .address, limit: maximumTextLength),
        region: try text(row.region, .address, limit: maximumTextLength),
        postalCode: try text(row.postalCode, .address, limit: 50),
        country: try text(row.country, .address, limit: maximumTextLength),
        poBox: try text(row.poBox, .address, limit: maximumTextLength),
        extended: try text(row.extended, .address, limit: maximumTextLength))
      if !checked.isEmpty { result.append(checked) }
    }
    guard result.count <= FieldRules.maximumRows else {
      throw .tooMany(.address, limit: FieldRules.maximumRows)
    }
    return result
  }

  private static func labeled(
    _ rows: [LabeledValue], _ field: ContactField,
    check: (String) throws(ContactValidationError) -> Void
  ) throws(ContactValidationError) -> [LabeledValue] {
    var result: [LabeledValue] = []
    for row in rows {
      let value = try text(row.value, field, limit: 1000)
      guard !value.isEmpty else { continue }
      try check(value)
      let label = try text(row.label, .label, limit: FieldRules.maximumLabelLength)
      result.append(LabeledValue(label: label, value: value))
    }
    guard result.count <= FieldRules.maximumRows else {
      throw .tooMany(field, limit: FieldRules.maximumRows)
    }
    return result
  }

  /// Group names trimmed, blank ones dropped, each once (the first spelling kept).
  private static func groups(_ names: [String]) throws(ContactValidationError) -> [String] {
    var result: [String] = []
    var seen = Set<String>()
    for name in names {
      let group = try text(name, .group, limit: 100)
      guard !group.isEmpty, seen.insert(group).inserted else { continue }
      result.append(group)
    }
    guard result.count <= maximumGroups else { throw .tooMany(.group, limit: maximumGroups) }
    return result
  }
}
