import ArgumentParser
import ContactsGenerator

/// `contacts-gen NAME`: writes a screen.
struct Generate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract:
      "Writes a new screen (view model, VIPER module, spies, tests) and prints the wiring left to do."
  )

  @Argument(help: "The screen's name, an upper-case ASCII identifier such as Favorites.")
  var name: String

  @Option(
    help: "Generate one architecture only: mvvm or viper.",
    transform: { text in
      guard let architecture = Architecture(rawValue: text) else {
        throw ValidationError("--only takes mvvm or viper, not \(text)")
      }
      return architecture
    })
  var only: Architecture?

  @Flag(help: "Check and print what would be written, without writing.")
  var dryRun = false

  @Flag(help: "Replace files that exist.")
  var force = false

  @OptionGroup var package: PackageOption

  func run() throws {
    let report = try Generator(root: package.root()).generate(
      try ModuleName(name), architectures: only.map { [$0] } ?? Architecture.allCases,
      dryRun: dryRun, force: force)
    print(report.text, terminator: "")
  }
}
