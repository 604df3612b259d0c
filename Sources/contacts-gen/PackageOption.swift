import ArgumentParser
import ContactsGenerator

/// Where the package is: the current folder unless told.
struct PackageOption: ParsableArguments {
  @Option(help: "The Contacts package's folder.")
  var packagePath = "."

  func root() throws -> PackageRoot {
    try PackageRoot(packagePath)
  }
}
