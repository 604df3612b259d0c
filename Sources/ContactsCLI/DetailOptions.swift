import ArgumentParser
import ContactsDomain

/// The options `add` and `edit` take for the rest of a card: the name's other parts, the job,
/// the dates, and rows to add. Each is typed into the form as a person would type it on the
/// edit screen, so the app's rules check it, the same in both builds.
struct DetailOptions: ParsableArguments {
  @Option(
    name: .long(ContactFields.namePrefix),
    help: "The name's prefix, such as Dr. or Sir (\"\" removes it).")
  var prefix: String?

  @Option(name: .long(ContactFields.middleName), help: "The middle name.")
  var middleName: String?

  @Option(name: .long(ContactFields.nameSuffix), help: "The name's suffix, such as Jr. or PhD.")
  var suffix: String?

  @Option(name: .long(ContactFields.nickname), help: "The nickname.")
  var nickname: String?

  @Option(name: .long(ContactFields.pronouns), help: "How to refer to the contact: she/her.")
  var pronouns: String?

  @Option(
    name: .long(ContactFields.phoneticFirstName),
    help: "How the first name sounds, for ordering names in other scripts.")
  var phoneticFirstName: String?

  @Option(name: .long(ContactFields.phoneticLastName), help: "How the last name sounds.")
  var phoneticLastName: String?

  @Option(name: .long(ContactFields.jobTitle), help: "The job title.")
  var jobTitle: String?

  @Option(name: .long(ContactFields.department), help: "The department.")
  var department: String?

  @Option(name: .long(ContactFields.role), help: "The part the contact plays at work.")
  var role: String?

  @Option(name: .long(ContactFields.manager), help: "The contact's manager, by name.")
  var manager: String?

  @Option(name: .long(ContactFields.assistant), help: "The contact's assistant, by name.")
  var assistant: String?

  @Option(
    name: .long(ContactFields.birthday),
    help: ArgumentHelp(
      "The birthday: 1815-12-10, or 12-10 (month-day) without a year; \"\" removes it.",
      valueName: "date"))
  var birthday: String?

  @Option(
    name: .long(ContactFields.anniversary),
    help: ArgumentHelp("The anniversary, written as --birthday.", valueName: "date"))
  var anniversary: String?

  @Option(
    name: .long(ContactFields.addresses),
    help: ArgumentHelp(
      "Add a postal address: its parts separated by semicolons; leave a part empty to skip it.",
      valueName: "label;street;city;region;code;country"))
  var addresses: [PostalAddress] = []

  @Option(
    name: .long(ContactFields.urls),
    help: ArgumentHelp("Add a web site, with an optional label.", valueName: "[label=]url"),
    transform: webSite)
  var urls: [LabeledValue] = []

  @Option(
    name: .long(ContactFields.chats),
    help: ArgumentHelp("Add a chat handle and its service.", valueName: "service:handle"),
    transform: { colonLabeled($0) })
  var chats: [LabeledValue] = []

  @Option(
    name: .long(ContactFields.socialProfiles),
    help: ArgumentHelp(
      "Add a social profile, with its service.", valueName: "[service=]url"),
    transform: webSite)
  var socialProfiles: [LabeledValue] = []

  @Option(
    name: .long(ContactFields.related),
    help: ArgumentHelp("Add a related person.", valueName: "relation:name"),
    transform: { colonLabeled($0) })
  var related: [LabeledValue] = []

  @Option(
    name: .long(ContactFields.groups), help: ArgumentHelp("Add to a group.", valueName: "name"))
  var groups: [String] = []

  /// Types these options into `form`.
  func apply(to form: inout ContactForm) {
    let texts: [(String?, ContactFieldEntry)] = [
      (prefix, ContactFields.namePrefix), (middleName, ContactFields.middleName),
      (suffix, ContactFields.nameSuffix), (nickname, ContactFields.nickname),
      (pronouns, ContactFields.pronouns),
      (phoneticFirstName, ContactFields.phoneticFirstName),
      (phoneticLastName, ContactFields.phoneticLastName), (jobTitle, ContactFields.jobTitle),
      (department, ContactFields.department),
      (role, ContactFields.role), (manager, ContactFields.manager),
      (assistant, ContactFields.assistant), (birthday, ContactFields.birthday),
      (anniversary, ContactFields.anniversary),
    ]
    for case (let value?, let entry) in texts { entry.set(value, in: &form) }
    form.addresses += addresses
    form.urls += urls
    form.chats += chats
    form.socialProfiles += socialProfiles
    form.related += related
    form.groups += groups
  }
}

extension NameSpecification {
  /// The long option the registry names `entry` by ("job-title", "add-url").
  static func long(_ entry: ContactFieldEntry) -> NameSpecification {
    .customLong(entry.option ?? entry.formName)
  }
}

/// `label=url`, or a bare address: what comes before an `=` is a label only when it cannot be
/// part of an address ("https://example.com/?a=b" has no label).
private func webSite(_ argument: String) -> LabeledValue {
  LabeledValue(argument, separator: "=", notInLabel: ":/.?#")
}

/// `label:value` ("skype:ada", "spouse:Charles Babbage"), or a bare value with no label.
private func colonLabeled(_ argument: String) -> LabeledValue {
  LabeledValue(argument, separator: ":")
}

extension PostalAddress: ExpressibleByArgument {
  /// `label;street;city;region;code;country`, as many parts as given; more than six is not an
  /// address.
  public init?(argument: String) {
    let parts = argument.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
    guard parts.count <= 6 else { return nil }
    let part = { (index: Int) in index < parts.count ? parts[index] : "" }
    self.init(
      label: part(0), street: part(1), locality: part(2), region: part(3), postalCode: part(4),
      country: part(5))
  }
}
