/// Every field of a contact, once, in the order the details screen shows them: the form, the
/// details screen, history's changed fields, sync's merge, the command line's options and the
/// web form read this list. A new text field is one entry here, its place in `ContactForm` and
/// `ContactDetails`, and its vCard properties.
public enum ContactFields {
  private static let nameLength = ContactDraft.maximumNameLength

  public static let firstName = ContactFieldEntry(
    .firstName, .text(\.firstName), formName: "firstName", mergeKey: "first name", change: "Name",
    ownRow: false)
  public static let namePrefix = ContactFieldEntry.text(
    .namePrefix, form: \.namePrefix, details: \.namePrefix, name: "namePrefix",
    mergeKey: "name prefix", option: "prefix", limit: 50, change: "Name", ownRow: false)
  public static let middleName = ContactFieldEntry.text(
    .middleName, form: \.middleName, details: \.middleName, name: "middleName",
    mergeKey: "middle name", option: "middle-name", limit: nameLength, change: "Name",
    ownRow: false)
  public static let lastName = ContactFieldEntry(
    .lastName, .text(\.lastName), formName: "lastName", mergeKey: "last name", change: "Name",
    ownRow: false)
  public static let nameSuffix = ContactFieldEntry.text(
    .nameSuffix, form: \.nameSuffix, details: \.nameSuffix, name: "nameSuffix",
    mergeKey: "name suffix", option: "suffix", limit: 50, change: "Name", ownRow: false)
  public static let phoneticFirstName = ContactFieldEntry.text(
    .phoneticFirstName, form: \.phoneticFirstName, details: \.phoneticFirstName,
    name: "phoneticFirstName", mergeKey: "phonetic first name", option: "phonetic-first-name",
    limit: nameLength, change: "Phonetic name", ownRow: false)
  public static let phoneticLastName = ContactFieldEntry.text(
    .phoneticLastName, form: \.phoneticLastName, details: \.phoneticLastName,
    name: "phoneticLastName", mergeKey: "phonetic last name", option: "phonetic-last-name",
    limit: nameLength, change: "Phonetic name", ownRow: false)
  public static let nickname = ContactFieldEntry.text(
    .nickname, form: \.nickname, details: \.nickname, name: "nickname", mergeKey: "nickname",
    option: "nickname", limit: nameLength)
  public static let pronouns = ContactFieldEntry.text(
    .pronouns, form: \.pronouns, details: \.pronouns, name: "pronouns", mergeKey: "pronouns",
    option: "pronouns", limit: 50)
  public static let organization = ContactFieldEntry(
    .organization, .text(\.organization), formName: "organization", mergeKey: "organization",
    option: "organization")
  public static let jobTitle = ContactFieldEntry.text(
    .jobTitle, form: \.jobTitle, details: \.jobTitle, name: "jobTitle", mergeKey: "job title",
    option: "job-title")
  public static let department = ContactFieldEntry.text(
    .department, form: \.department, details: \.department, name: "department",
    mergeKey: "department", option: "department")
  public static let role = ContactFieldEntry.text(
    .role, form: \.role, details: \.role, name: "role", mergeKey: "role", option: "role")
  public static let manager = ContactFieldEntry.text(
    .manager, form: \.manager, details: \.manager, name: "manager", mergeKey: "manager",
    option: "manager", limit: nameLength)
  public static let assistant = ContactFieldEntry.text(
    .assistant, form: \.assistant, details: \.assistant, name: "assistant",
    mergeKey: "assistant", option: "assistant", limit: nameLength)
  public static let phones = ContactFieldEntry(
    .phone, .rows(\.phones), formName: "phone", mergeKey: "phones", option: "add-phone")
  public static let emails = ContactFieldEntry(
    .email, .rows(\.emails), formName: "email", mergeKey: "emails", option: "add-email")
  public static let addresses = ContactFieldEntry(
    .address, .addresses, formName: "address", mergeKey: "addresses", option: "add-address")
  public static let urls = ContactFieldEntry(
    .url, .rows(\.urls), formName: "url", mergeKey: "web sites", option: "add-url")
  public static let chats = ContactFieldEntry(
    .chat, .rows(\.chats), formName: "chat", mergeKey: "chats", option: "add-chat")
  public static let socialProfiles = ContactFieldEntry(
    .socialProfile, .rows(\.socialProfiles), formName: "socialProfile",
    mergeKey: "social profiles", option: "add-social-profile")
  public static let related = ContactFieldEntry(
    .related, .rows(\.related), formName: "related", mergeKey: "related people",
    option: "add-related")
  public static let birthday = ContactFieldEntry(
    .birthday, .date(\.birthday), formName: "birthday", mergeKey: "birthday", option: "birthday")
  public static let anniversary = ContactFieldEntry(
    .anniversary, .date(\.anniversary), formName: "anniversary", mergeKey: "anniversary",
    option: "anniversary")
  public static let groups = ContactFieldEntry(
    .group, .groups, formName: "group", mergeKey: "groups", option: "add-to-group",
    change: "Groups")
  public static let note = ContactFieldEntry(
    .note, .text(\.note), formName: "note", mergeKey: "note", option: "note", ownRow: false)

  /// Every field, in the details screen's order.
  public static let all: [ContactFieldEntry] = [
    firstName, namePrefix, middleName, lastName, nameSuffix, phoneticFirstName, phoneticLastName,
    nickname, pronouns, organization, jobTitle, role, department, manager, assistant, phones,
    emails, addresses, urls, chats,
    socialProfiles, related,
    birthday, anniversary, groups, note,
  ]

  /// The text details `ContactDetails` holds, in order: what its coding, the form and
  /// validation read and write.
  public static let textDetails:
    [(entry: ContactFieldEntry, detail: ContactFieldEntry.TextDetail)] =
      all.compactMap { entry in entry.detail.map { (entry, $0) } }

  /// The field sync's merge calls `mergeKey`, if any.
  public static func entry(mergeKey: String) -> ContactFieldEntry? {
    all.first { $0.mergeKey == mergeKey }
  }
}
