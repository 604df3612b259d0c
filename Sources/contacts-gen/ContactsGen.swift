import ArgumentParser
import ContactsGenerator

/// `contacts-gen NAME` generates a screen; `contacts-gen cost` measures every screen.
@main
struct ContactsGen: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "contacts-gen",
    abstract:
      "Generates a screen in MVVM and VIPER, with its tests, and measures what screens cost.",
    usage: """
      contacts-gen NAME [--only mvvm|viper] [--dry-run] [--force] [--package-path PATH]
      contacts-gen cost [--package-path PATH]
      """,
    subcommands: [Generate.self, CostCommand.self],
    defaultSubcommand: Generate.self
  )
}
