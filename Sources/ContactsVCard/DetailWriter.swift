import ContactsDomain

/// Writes a card's kept properties back with the details the app holds now.
///
/// A kept property a detail was read from (`DetailSources`) goes back as it came, in its place,
/// while the app still holds that detail; one the app changed is written anew in its place
/// (`DetailLines`); one it removed is left out, with the `X-ABLabel` and `X-ABADR` of its group;
/// a detail the card did not have is written after the last of its kind, or at the end. A
/// property the app refused to read (a label too long) is written back as it came, and one that
/// says nothing the app models (a `BDAY` of text, a second birthday) is only ever kept.
enum DetailWriter {
  /// `kept` with `form`'s details. `sortAs` is the last and first name the written `N`'s
  /// `SORT-AS` says: phonetic names it says need no property of their own.
  static func write(
    _ form: ContactForm, kept: [VCardProperty], version: VCardVersion,
    sortAs: (last: String, first: String), groups: inout GroupNames
  ) -> [VCardProperty] {
    // A form with no detail at all is taken for one whose details are not known (a contact
    // stored before they were read, a card made in code): its kept properties go back as they came.
    guard !isEmpty(form) else { return kept }
    let sources = DetailSources(kept)
    var places: [[VCardProperty]?] = kept.map { [$0] }
    var tail: [VCardProperty] = []
    var unwritten = Set<Int>()
    for kind in DetailProperty.Kind.allCases {
      let entries = sources.entries(kind)
      if kind == .groups, sameGroups(entries, form.groups) { continue }
      var wanted = values(kind, in: form, sortAs: sortAs, hasOwn: !entries.isEmpty)
      if kind == .groups {
        // The exporter's system labels on a groups line the app rewrites are written back.
        let replaced = entries.map { kept[$0.index] }
        wanted =
          SystemCategories.written(replacing: replaced, groups: form.groups).map {
            [.names($0)]
          } ?? []
      }
      var unused = entries
      var rendered: [[VCardProperty]] = []
      var written = Set<Int>()
      for value in wanted {
        if let match = unused.firstIndex(where: { $0.value == value }) {
          let entry = unused.remove(at: match)
          rendered.append([kept[entry.index]])
          written.insert(entry.index)
        } else {
          rendered.append(DetailLines.lines(kind, value, version: version, groups: &groups))
        }
      }
      let refused = Set(
        unused.filter { !DetailSources.accepts($0.value, as: $0.kind) }.map(\.index))
      let slots = entries.map(\.index).filter { !refused.contains($0) }
      for (number, slot) in slots.enumerated() {
        places[slot] = number < rendered.count ? rendered[number] : nil
        if !written.contains(slot) { unwritten.insert(slot) }
      }
      let rest = rendered.dropFirst(slots.count).flatMap { $0 }
      if let last = slots.last, places[last] != nil {
        places[last]! += rest
      } else if let last = slots.last {
        places[last] = Array(rest)
      } else {
        tail += rest
      }
    }
    dropCompanions(of: unwritten, kept: kept, places: &places)
    return places.compactMap { $0 }.flatMap { $0 } + tail
  }

  /// Whether the `CATEGORIES` of `entries` name `groups`, each once, leaving out those the app
  /// refused to read.
  private static func sameGroups(_ entries: [DetailSources.Entry], _ groups: [String]) -> Bool {
    func names(_ entries: [DetailSources.Entry]) -> [String] {
      var seen = Set<String>()
      return entries.flatMap { entry -> [String] in
        guard case .names(let names) = entry.value else { return [] }
        return names
      }.filter { seen.insert($0).inserted }
    }
    return names(entries) == groups
      || names(entries.filter { DetailSources.accepts($0.value, as: $0.kind) }) == groups
  }

  /// Whether `form` holds none of the details written from kept properties.
  private static func isEmpty(_ form: ContactForm) -> Bool {
    DetailProperty.Kind.allCases.allSatisfy {
      values($0, in: form, sortAs: ("", ""), hasOwn: false).isEmpty
    }
  }

  /// The values of `kind` the form holds, as `DetailProperty` reads them. A phonetic name that
  /// `sortAs` already says needs no property, unless the card had one (`hasOwn`).
  private static func values(
    _ kind: DetailProperty.Kind, in form: ContactForm, sortAs: (last: String, first: String),
    hasOwn: Bool
  ) -> [DetailProperty.Value] {
    let text = { (text: String, said: String?) -> [DetailProperty.Value] in
      let trimmed = FieldText.trimmed(text)
      return trimmed.isEmpty || (trimmed == said && !hasOwn) ? [] : [.text(trimmed)]
    }
    let rows = { (rows: [LabeledValue]) -> [DetailProperty.Value] in
      rows.filter { !FieldText.trimmed($0.value).isEmpty }.map {
        .labeled(
          LabeledValue(label: FieldText.trimmed($0.label), value: FieldText.trimmed($0.value)))
      }
    }
    switch kind {
    case .nickname: return text(form.nickname, nil)
    case .text(let name):
      return TextProperties.mapping(name).map { text($0.entry.text(in: form), nil) } ?? []
    case .phoneticFirstName: return text(form.phoneticFirstName, sortAs.first)
    case .phoneticLastName: return text(form.phoneticLastName, sortAs.last)
    case .birthday: return PartialDate(FieldText.trimmed(form.birthday)).map { [.date($0)] } ?? []
    case .anniversary:
      return PartialDate(FieldText.trimmed(form.anniversary)).map { [.date($0)] } ?? []
    case .address: return form.addresses.filter { !$0.isEmpty }.map { .address($0) }
    case .url: return rows(form.urls)
    case .chat: return rows(form.chats)
    case .socialProfile: return rows(form.socialProfiles)
    case .related: return rows(form.related)
    case .groups: return form.groups.isEmpty ? [] : [.names(form.groups)]
    }
  }

  /// Leaves out the `X-ABLabel` and `X-ABADR` of the groups of properties no longer written,
  /// unless something written still has that group.
  private static func dropCompanions(
    of unwritten: Set<Int>, kept: [VCardProperty], places: inout [[VCardProperty]?]
  ) {
    let groups = Set(unwritten.compactMap { kept[$0].group?.lowercased() })
    guard !groups.isEmpty else { return }
    let companions = ["X-ABLABEL", "X-ABADR"]
    let stillUsed = Set(
      places.compactMap { $0 }.flatMap { $0 }
        .filter { !companions.contains($0.name) }
        .compactMap { $0.group?.lowercased() })
    for (index, property) in kept.enumerated()
    where companions.contains(property.name)
      && property.group.map({
        groups.contains($0.lowercased()) && !stillUsed.contains($0.lowercased())
      })
        == true
    {
      places[index] = nil
    }
  }
}
