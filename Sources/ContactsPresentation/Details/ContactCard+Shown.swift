import ContactsDomain

extension ContactCard {
  /// The rows the details screen shows under the name, in `ContactFields.all`'s order, for both
  /// builds, the terminal and the web: the name's other parts, organization and job, phones,
  /// emails, addresses, web sites, chats, related people, dates and groups. Only what the
  /// contact holds: a contact with nothing but a name shows no row. The note, kept as typed,
  /// follows them.
  public var shownDetails: [ShownDetail] {
    let form = ContactForm(
      firstName: firstName, lastName: lastName, phones: phones, emails: emails,
      organization: organization, note: note, details: details)
    var rows = nameRows
    for entry in ContactFields.all where entry.ownRow {
      rows += shown(entry, in: form)
    }
    return rows.filter { !$0.lines.isEmpty }
  }

  /// The rows of `entry`, a field the form holds, captioned as the registry names it.
  private func shown(_ entry: ContactFieldEntry, in form: ContactForm) -> [ShownDetail] {
    let caption = entry.caption
    switch entry.value {
    case .text(let path): return [.text(caption, form[keyPath: path])].compactMap { $0 }
    case .date(let path):
      return [PartialDate(form[keyPath: path])].compactMap { $0 }.map {
        ShownDetail(caption: caption, lines: [ShownDetail.date($0)])
      }
    case .rows(\ContactForm.phones): return shownPhones.map(ShownDetail.init)
    case .rows(\ContactForm.emails): return shownEmails.map(ShownDetail.init)
    case .rows(\ContactForm.chats):
      return form.chats.map {
        ShownDetail(caption: ChatService.caption($0.label), lines: [$0.value])
      }
    case .rows(\ContactForm.related):
      return form.related.map {
        ShownDetail(
          caption: $0.label.isEmpty ? caption : ShownDetail.raised($0.label), lines: [$0.value])
      }
    case .rows(let path):
      return form[keyPath: path].map {
        ShownDetail(
          caption: ShownField.captioned(caption, $0.label), lines: [$0.value],
          link: WebAddress.link($0.value))
      }
    case .addresses:
      return form.addresses.map {
        ShownDetail(caption: ShownField.captioned(caption, $0.label), lines: $0.lines)
      }
    case .groups:
      return form.groups.isEmpty
        ? [] : [ShownDetail(caption: entry.changeCaption, lines: form.groups)]
    }
  }

  /// The whole name with its prefix, middle name and suffix, "Dr. Ada Augusta Lovelace PhD",
  /// when it has one of them, or the person a company's card names (its title is the
  /// organization); how it sounds.
  private var nameRows: [ShownDetail] {
    let whole = [details.namePrefix, firstName, details.middleName, lastName, details.nameSuffix]
    let phonetic = [details.phoneticFirstName, details.phoneticLastName]
    let hasParts =
      !(details.namePrefix.isEmpty && details.middleName.isEmpty && details.nameSuffix.isEmpty)
    return [
      details.isCompany ? .text("Name", spaced(whole)) : nil,
      hasParts && !details.isCompany ? .text("Full name", spaced(whole)) : nil,
      .text("Phonetic name", spaced(phonetic)),
    ].compactMap { $0 }
  }

  private func spaced(_ parts: [String]) -> String {
    parts.filter { !$0.isEmpty }.joined(separator: " ")
  }
}
