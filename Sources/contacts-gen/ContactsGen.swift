import ArgumentParser
import ContactsGenerator

/// `contacts-gen NAME` generates a screen; `contacts-gen cost` measures every screen.
@main
struct ContactsGen: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "contacts-gen",
    abstract:
      "Generates a screen in MVVM and VIPER, with its tests, and measures what screens cost.",
    subcommands: [Generate.self, CostCommand.self],
    defaultSubcommand: Generate.self
  )
}
