import ArgumentParser
import ContactsDomain

/// The optional fields `add` and `edit` take.
struct FieldOptions: ParsableArguments {
  @Option(
    name: .long(ContactFields.phones),
    help: ArgumentHelp(
      "Add a phone number, with a label such as mobile, home or work.", valueName: "label=number"))
  var phones: [LabeledValue] = []

  @Option(
    name: .long(ContactFields.emails),
    help: ArgumentHelp("Add an email address, with a label.", valueName: "label=address"))
  var emails: [LabeledValue] = []

  @Option(name: .long(ContactFields.organization), help: "The company or organization.")
  var organization: String?

  @Option(name: .long(ContactFields.note), help: "A note about the contact.")
  var note: String?

  /// Types these options into `form`, as a person would on the edit screen.
  func apply(to form: inout ContactForm) {
    form.phones += phones
    form.emails += emails
    if let organization { form.organization = organization }
    if let note { form.note = note }
  }
}

extension LabeledValue: ExpressibleByArgument {
  /// `label=value`, or a bare value that gets the default label.
  public init?(argument: String) {
    self.init(argument, separator: "=")
  }

  /// `argument` split at its first `separator` into a label and a value; all of it the value
  /// when there is none, or when what comes before it holds one of `notInLabel`.
  init(_ argument: String, separator: Character, notInLabel: String = "") {
    guard let index = argument.firstIndex(of: separator),
      !argument[..<index].contains(where: notInLabel.contains)
    else {
      self.init(label: "", value: argument)
      return
    }
    self.init(
      label: String(argument[..<index]), value: String(argument[argument.index(after: index)...]))
  }
}
