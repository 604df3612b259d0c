import ContactsDomain

extension ContactCard {
  /// The rows the details screen shows under the name, in order, for both builds, the terminal
  /// and the web: the name's other parts, organization and job, phones, emails, addresses, web
  /// sites, chats, related people, dates and groups. Only what the contact holds: a contact with
  /// nothing but a name shows no row. The note, kept as typed, follows them.
  public var shownDetails: [ShownDetail] {
    var rows = nameRows
    rows += [
      .text("Organization", organization), .text("Job title", details.jobTitle),
      .text("Department", details.department),
    ].compactMap { $0 }
    rows += (shownPhones + shownEmails).map(ShownDetail.init)
    rows += details.addresses.map {
      ShownDetail(caption: ShownField.captioned("Address", $0.label), lines: $0.lines)
    }
    rows += details.urls.map {
      ShownDetail(
        caption: ShownField.captioned("Web site", $0.label), lines: [$0.value],
        link: WebAddress.link($0.value))
    }
    rows += details.chats.map {
      ShownDetail(caption: ChatService.caption($0.label), lines: [$0.value])
    }
    rows += details.related.map {
      ShownDetail(
        caption: $0.label.isEmpty ? "Related" : ShownDetail.raised($0.label), lines: [$0.value])
    }
    rows += [("Birthday", details.birthday), ("Anniversary", details.anniversary)].compactMap {
      caption, date in date.map { ShownDetail(caption: caption, lines: [ShownDetail.date($0)]) }
    }
    if !details.groups.isEmpty {
      rows.append(ShownDetail(caption: "Groups", lines: details.groups))
    }
    return rows.filter { !$0.lines.isEmpty }
  }

  /// The whole name with its prefix, middle name and suffix, "Dr. Ada Augusta Lovelace PhD",
  /// when it has one of them; how it sounds; the nickname.
  private var nameRows: [ShownDetail] {
    let whole = [details.namePrefix, firstName, details.middleName, lastName, details.nameSuffix]
    let phonetic = [details.phoneticFirstName, details.phoneticLastName]
    return [
      details.namePrefix.isEmpty && details.middleName.isEmpty && details.nameSuffix.isEmpty
        ? nil : .text("Full name", spaced(whole)),
      .text("Phonetic name", spaced(phonetic)),
      .text("Nickname", details.nickname),
    ].compactMap { $0 }
  }

  private func spaced(_ parts: [String]) -> String {
    parts.filter { !$0.isEmpty }.joined(separator: " ")
  }
}
