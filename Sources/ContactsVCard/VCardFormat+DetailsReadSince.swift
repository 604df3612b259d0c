import ContactsDomain

extension VCardFormat {
  /// The properties read as details since v23's version, which kept them with the card, unshown:
  /// pronouns, role, manager and assistant (`TextProperties`), Outlook's, Evolution's and KDE's
  /// anniversary, Outlook's IM address, social profiles. Migration v24 lists the contacts whose
  /// kept properties hold one, by these names.
  static let propertiesReadSinceV23: Set<String> = [
    "PRONOUNS", "X-PRONOUNS", "ROLE", "X-MS-MANAGER", "X-MANAGER", "X-EVOLUTION-MANAGER",
    "X-KADDRESSBOOK-X-MANAGERSNAME", "X-MS-ASSISTANT", "X-ASSISTANT", "X-EVOLUTION-ASSISTANT",
    "X-KADDRESSBOOK-X-ASSISTANTSNAME", "X-MS-ANNIVERSARY", "X-EVOLUTION-ANNIVERSARY",
    "X-KADDRESSBOOK-X-ANNIVERSARY", "X-MS-IMADDRESS", "SOCIALPROFILE", "X-SOCIALPROFILE",
  ]

  /// `stored`, whose details were read before `propertiesReadSinceV23` were, with the details
  /// those of its `kept` properties say, every other field as stored (a person may have edited
  /// it since). A text or date field it has empty takes theirs, unless a property read before
  /// said one (the person removed it); a list (chats, social profiles) takes the rows it lacks,
  /// after its own. Without them, the writer, which reads those properties as details now,
  /// would leave them out of its card. Nil when they add nothing or the contact would not be valid.
  static func addingDetailsReadSinceV23(to stored: Contact, kept: [VCardProperty]) -> Contact? {
    let since = Self.propertiesReadSinceV23
    guard kept.contains(where: { since.contains($0.name) }) else { return nil }
    // Apple's labels go with both readings: a grouped property's label is its group's X-ABLabel.
    let read = { (properties: [VCardProperty]) -> ContactForm in
      var form = ContactForm()
      var sources = DetailSources(properties)
      sources.dropRefused(from: &form)
      return form
    }
    let before = read(kept.filter { !since.contains($0.name) })
    let added = read(kept.filter { since.contains($0.name) || $0.name == "X-ABLABEL" })
    let original = ContactForm(stored)
    var form = original
    for entry in ContactFields.all {
      switch entry.value {
      case .text(let path), .date(let path):
        if FieldText.trimmed(form[keyPath: path]).isEmpty, before[keyPath: path].isEmpty {
          form[keyPath: path] = added[keyPath: path]
        }
      case .rows(let path):
        var lacking = added[keyPath: path]
        for row in form[keyPath: path] {
          if let same = lacking.firstIndex(of: row) { lacking.remove(at: same) }
        }
        let room = DetailSources.maximumRows - form[keyPath: path].count
        form[keyPath: path] += lacking.prefix(max(0, room))
      case .addresses, .groups: continue
      }
    }
    guard form != original, let draft = try? ContactDraft(form, origin: .imported) else {
      return nil
    }
    var contact = Contact(
      id: stored.id, firstName: stored.firstName, lastName: stored.lastName,
      phones: stored.phones, emails: stored.emails, organization: stored.organization,
      note: stored.note, details: draft.details)
    contact.photo = stored.photo
    return contact
  }
}
