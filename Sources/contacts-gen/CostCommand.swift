import ArgumentParser
import ContactsGenerator

/// `contacts-gen cost`: every screen, measured.
struct CostCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "cost",
    abstract: "Prints every screen's files and lines in each architecture, as a Markdown table."
  )

  @OptionGroup var package: PackageOption

  func run() throws {
    print(ScreenCosts(root: try package.root()).table, terminator: "")
  }
}
