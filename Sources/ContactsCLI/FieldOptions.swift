import ArgumentParser
import ContactsDomain

/// The optional fields `add` and `edit` take.
struct FieldOptions: ParsableArguments {
  @Option(
    name: .customLong("add-phone"),
    help: ArgumentHelp(
      "Add a phone number, with a label such as mobile, home or work.", valueName: "label=number"))
  var phones: [LabeledValue] = []

  @Option(
    name: .customLong("add-email"),
    help: ArgumentHelp("Add an email address, with a label.", valueName: "label=address"))
  var emails: [LabeledValue] = []

  @Option(help: "The company or organization.")
  var organization: String?

  @Option(help: "A note about the contact.")
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
    guard let separator = argument.firstIndex(of: "=") else {
      self.init(label: "", value: argument)
      return
    }
    self.init(
      label: String(argument[..<separator]),
      value: String(argument[argument.index(after: separator)...]))
  }
}
