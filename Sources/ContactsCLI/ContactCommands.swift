import ArgumentParser
import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsRoot

/// `contacts add`: the article's add screen.
struct AddCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "add",
    abstract: "Add a contact and print its full name.",
    discussion: """
      Both names are required; spaces around them are dropped. Each name may be at most \
      \(ContactDraft.maximumNameLength) characters long. A company takes --company and \
      --organization NAME instead: it is listed by its organization, and a name given with it \
      is the person to ask for.
      """
  )

  @Option(help: "The contact's first name.")
  var firstName = ""

  @Option(help: "The contact's last name.")
  var lastName = ""

  @Flag(help: "Add a company, named by --organization; names are optional.")
  var company = false

  @OptionGroup var fields: FieldOptions
  @OptionGroup(title: "The rest of the card") var details: DetailOptions
  @OptionGroup var photo: PhotoOptions
  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func output(root: AppRoot) async throws -> String {
    try await CommandFailure.rethrowing {
      var form = ContactForm(firstName: firstName, lastName: lastName)
      form.isCompany = company
      fields.apply(to: &form)
      details.apply(to: &form)
      let picked = try photo.picked()
      let card = try await options.app(root).add(form, photo: picked).card
      return options.json ? try ContactJSON.encode(ContactJSON(card)) : card.fullName
    }
  }
}

/// `contacts show ID`: the details screen.
struct ShowCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "show", abstract: "Print everything about one contact.")

  @Argument(help: referenceHelp)
  var id: ContactReference

  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func output(root: AppRoot) async throws -> String {
    let id = try await id.id(in: root.contacts)
    return try await CommandFailure.rethrowing {
      let app = options.app(root)
      let card = try options.render(try await app.show(id))
      if options.json { return card }
      // How many earlier versions, with the command that lists them.
      let edited = try await app.history(of: id, limit: 0).commandLine
      return ([card] + (edited.map { [$0] } ?? [])).joined(separator: "\n")
    }
  }
}

/// `contacts edit ID`: the add screen in edit mode.
struct EditCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "edit",
    abstract: "Change a contact and print it.",
    discussion: """
      Fields you leave out keep their values; phones, emails, addresses, web sites, chats, \
      related people and groups are added to the list, after the --remove-… options have \
      removed theirs. "" removes a one-value field: --birthday "".
      """
  )

  @Argument(help: referenceHelp)
  var id: ContactReference

  @Option(help: "The new first name.")
  var firstName: String?

  @Option(help: "The new last name.")
  var lastName: String?

  @Flag var kind: CardKind?

  @OptionGroup var fields: FieldOptions
  @OptionGroup(title: "The rest of the card") var details: DetailOptions
  @OptionGroup(title: "Removing") var removals: RemovalOptions
  @OptionGroup var photo: PhotoOptions
  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func output(root: AppRoot) async throws -> String {
    let id = try await id.id(in: root.contacts)
    return try await CommandFailure.rethrowing {
      let picked = try photo.picked()
      let app = options.app(root)
      var form = try await app.openEdit(id)
      if let firstName { form.firstName = firstName }
      if let lastName { form.lastName = lastName }
      if let kind { form.isCompany = kind == .company }
      try removals.apply(to: &form)
      fields.apply(to: &form)
      details.apply(to: &form)
      let edited = ContactCard(try await app.edit(id, form, photo: picked))
      printToStandardError(UndoOffer.commandHint)
      return try options.render(edited)
    }
  }
}

/// What `edit --company` and `edit --person` make a contact.
enum CardKind: String, EnumerableFlag {
  case company, person

  static func help(for value: CardKind) -> ArgumentHelp? {
    switch value {
    case .company: "Make it a company, listed by its organization, which it must have."
    case .person: "Make it a person, listed by its names."
    }
  }
}

/// What `show` and `edit` say of the contact they take.
let referenceHelp = ArgumentHelp(
  "The contact's id, as `list --json` prints it, or its name when only one contact has it.",
  valueName: "id")
