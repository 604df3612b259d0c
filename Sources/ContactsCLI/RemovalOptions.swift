import ArgumentParser
import ContactsDomain

/// The options `edit` takes to remove rows: each names a row the contact has, or the command
/// is refused (exit 65) and nothing is saved.
struct RemovalOptions: ParsableArguments {
  @Option(
    name: .customLong("remove-phone"),
    help: ArgumentHelp("Remove a phone number (its digits are compared).", valueName: "number"))
  var phones: [String] = []

  @Option(
    name: .customLong("remove-email"),
    help: ArgumentHelp("Remove an email address.", valueName: "address"))
  var emails: [String] = []

  @Option(
    name: .customLong("remove-address"),
    help: ArgumentHelp("Remove an address: 1 for the first `show` prints.", valueName: "n"))
  var addresses: [Int] = []

  @Option(
    name: .customLong("remove-url"), help: ArgumentHelp("Remove a web site.", valueName: "url"))
  var urls: [String] = []

  @Option(
    name: .customLong("remove-chat"),
    help: ArgumentHelp("Remove a chat handle.", valueName: "handle"))
  var chats: [String] = []

  @Option(
    name: .customLong("remove-related"),
    help: ArgumentHelp("Remove a related person.", valueName: "name"))
  var related: [String] = []

  @Option(
    name: .customLong("remove-from-group"),
    help: ArgumentHelp("Remove from a group.", valueName: "name"))
  var groups: [String] = []

  /// Removes the named rows from `form`, before any option adds one.
  func apply(to form: inout ContactForm) throws(CommandFailure) {
    let digits = { PhoneNumber.digits(of: $0) }
    for phone in phones {
      try remove(&form.phones, .phone, phone) { digits($0.value) == digits(phone) }
    }
    for email in emails {
      try remove(&form.emails, .email, email) { $0.value.lowercased() == email.lowercased() }
    }
    for url in urls { try remove(&form.urls, .url, url) { $0.value == url } }
    for chat in chats { try remove(&form.chats, .chat, chat) { $0.value == chat } }
    for name in related { try remove(&form.related, .related, name) { $0.value == name } }
    for group in groups { try remove(&form.groups, .group, group) { $0 == group } }
    // The highest first, so each number still names the row `show` printed.
    for number in Set(addresses).sorted(by: >) {
      guard number >= 1, number <= form.addresses.count else {
        throw CommandFailure(
          "This contact has no address \(number): it has \(form.addresses.count)", status: .data)
      }
      form.addresses.remove(at: number - 1)
    }
  }

  /// Removes every row of `rows` that `matches`; refused when none does.
  private func remove<Row>(
    _ rows: inout [Row], _ field: ContactField, _ text: String, matches: (Row) -> Bool
  ) throws(CommandFailure) {
    let count = rows.count
    rows.removeAll(where: matches)
    guard rows.count < count else {
      throw CommandFailure(
        "This contact has no \(field.rawValue.lowercased()) “\(text)”", status: .data)
    }
  }
}
