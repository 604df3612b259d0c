import Foundation
import Testing

@testable import ContactsGenerator

@Suite("The generator: writing, refusing, --force and --dry-run")
struct GeneratorWriteTests {
  private let favorites = try! ModuleName("Favorites")

  @Test func itWritesEveryFileOfBothArchitecturesAndPrintsTheWiring() throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let report = try Generator(root: package.root).generate(favorites)
    #expect(report.plan.files.count == 12)
    for file in report.plan.files { #expect(try package.read(file.path) == file.contents) }
    #expect(
      report.text.hasPrefix(
        "Wrote the Favorites screen:\n  + Sources/ContactsApp/FavoritesActions.swift\n"))
    #expect(report.text.contains("1. Front ends: a route in Sources/ContactsWeb/Routes/"))
    #expect(report.text.contains("  MVVM: 1 file, "))
    #expect(report.text.contains("  VIPER: 5 files, "))
  }

  @Test func itWiresTheScreenIntoTheFilesThatExistOnceOnly() throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let report = try Generator(root: package.root).generate(favorites)
    #expect(report.wired == Set(TemporaryPackage.wiredFiles))
    // A screen answered by its own action is no destination: no wireframe presents it.
    for path in TemporaryPackage.untouchedFiles {
      #expect(
        try package.read(path)
          == String(
            contentsOf: TemporaryPackage.repository.appendingPathComponent(path), encoding: .utf8))
    }
    let app = try package.read("Sources/ContactsApp/AddressBookApp.swift")
    #expect(app.contains("public protocol AddressBookApp: FavoritesActions, "))
    // The failure's sentence is said once, as a ScreenAction case.
    let action = try package.read("Sources/ContactsPresentation/ScreenAction.swift")
    #expect(action.components(separatedBy: "  case loadFavorites\n").count == 2)
    #expect(action.contains("    case .loadFavorites: \"Could not load favorites\"\n"))
    for path in [
      "Sources/ContactsMVVM/App/MVVMApp.swift", "Sources/ContactsVIPER/App/VIPERApp.swift",
    ] {
      let text = try package.read(path)
      #expect(text.components(separatedBy: "public func favorites(limit: Int)").count == 2)
      // The new method is parted from the next section by a blank line, as by hand.
      #expect(text.contains("  }\n\n  // MARK: - Private"))
    }
    let wired = try TemporaryPackage.wiredFiles.map(package.read)
    let again = try Generator(root: package.root).generate(favorites, force: true)
    #expect(again.wired.isEmpty)
    #expect(
      again.text.contains("  = Sources/ContactsVIPER/App/VIPERApp.swift: public func favorites"))
    #expect(try TemporaryPackage.wiredFiles.map(package.read) == wired)
  }

  @Test func aFileThatLacksItsAnchorIsNamedAndNothingIsWritten() throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    try package.write("Sources/ContactsVIPER/App/VIPERApp.swift", "import ContactsApp\n")
    let before = package.listing
    #expect(
      throws: GeneratorError.wiringNotFound(
        "Sources/ContactsVIPER/App/VIPERApp.swift", "struct VIPERApp")
    ) {
      try Generator(root: package.root).generate(favorites)
    }
    #expect(package.listing == before)
    #expect(
      try package.read("Sources/ContactsApp/AddressBookApp.swift")
        == String(
          contentsOf: TemporaryPackage.repository.appendingPathComponent(
            "Sources/ContactsApp/AddressBookApp.swift"), encoding: .utf8))
  }

  @Test func onlyOneArchitectureWritesItsFilesAndTheSharedAction() throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let report = try Generator(root: package.root).generate(favorites, architectures: [.mvvm])
    #expect(
      report.plan.files.map(\.path) == [
        "Sources/ContactsApp/FavoritesActions.swift",
        "Sources/ContactsPresentation/FavoritesScreen.swift",
        "Tests/ContactsDomainTests/FavoritesScreenTests.swift",
        "Sources/ContactsMVVM/Favorites/FavoritesViewModel.swift",
        "Tests/ContactsMVVMTests/FavoritesViewModelTests.swift",
      ])
    #expect(!package.listing.contains("Sources/ContactsVIPER/Favorites"))
    // The other architecture later: the shared action, the screen value and its tests are
    // already there, word for word, and so is the ScreenAction case.
    let action = try package.read("Sources/ContactsPresentation/ScreenAction.swift")
    let viper = try Generator(root: package.root).generate(favorites, architectures: [.viper])
    #expect(
      viper.unchanged == [
        "Sources/ContactsApp/FavoritesActions.swift",
        "Sources/ContactsPresentation/FavoritesScreen.swift",
        "Tests/ContactsDomainTests/FavoritesScreenTests.swift",
      ])
    #expect(try package.read("Sources/ContactsPresentation/ScreenAction.swift") == action)
    #expect(package.listing.contains("Sources/ContactsVIPER/Favorites/FavoritesPresenter.swift"))
  }

  @Test func oneArchitectureAloneLeavesAddressBookAppAsItWasUntilBothAnswer() throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let app = "Sources/ContactsApp/AddressBookApp.swift"
    let before = try package.read(app)
    let mvvm = try Generator(root: package.root).generate(favorites, architectures: [.mvvm])
    // VIPERApp does not answer favorites(limit:) yet: requiring it would break the VIPER build.
    #expect(try package.read(app) == before)
    #expect(mvvm.text.contains("`contacts-gen Favorites --only viper`"))
    _ = try Generator(root: package.root).generate(favorites, architectures: [.viper])
    #expect(try package.read(app).contains("FavoritesActions"))
  }

  @Test func aDryRunChecksAndReportsButWritesNothing() throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let before = package.listing
    let report = try Generator(root: package.root).generate(favorites, dryRun: true)
    #expect(package.listing == before)
    #expect(report.text.hasPrefix("Would write (dry run: nothing written) the Favorites screen:"))
    #expect(
      throws: GeneratorError.typeExists(
        "ContactViewModel", file: "Sources/ContactsPresentation/ContactViewModel.swift")
    ) {
      try Generator(root: package.root).generate(ModuleName("Contact"), dryRun: true)
    }
  }

  @Test func aTypeThatExistsIsRefusedAndNothingIsWritten() throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    try package.write("Sources/ContactsWeb/Pages/Other.swift", "enum FavoritesPresenter {}\n")
    let before = package.listing
    #expect(
      throws: GeneratorError.typeExists(
        "FavoritesPresenter", file: "Sources/ContactsWeb/Pages/Other.swift")
    ) {
      try Generator(root: package.root).generate(favorites)
    }
    #expect(package.listing == before)
  }

  @Test func aFileThatExistsIsRefusedUnlessForced() throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let first = try Generator(root: package.root).generate(favorites)
    let edited = "Sources/ContactsVIPER/Favorites/FavoritesPresenter.swift"
    try package.write(edited, "// kept\n")
    #expect(throws: GeneratorError.wouldOverwrite([edited])) {
      try Generator(root: package.root).generate(favorites)
    }
    #expect(try package.read(edited) == "// kept\n")
    let forced = try Generator(root: package.root).generate(favorites, force: true)
    #expect(try package.read(edited) == first.plan.files.first { $0.path == edited }?.contents)
    #expect(forced.unchanged.count == 11)
  }

  @Test func aFailedRenameTakesEverythingBackAndRestoresReplacedFiles() throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    try package.write("Tests/ContactsMVVMTests/FavoritesViewModelTests.swift", "// mine\n")
    let before = package.listing
    var generator = try Generator(root: package.root)
    var moves = 0
    // The fifth rename fails: two files are in place and one was replaced by then.
    generator.writer.move = { from, to in
      moves += 1
      guard moves < 5 else { throw CocoaError(.fileWriteNoPermission) }
      try FileManager.default.moveItem(at: from, to: to)
    }
    #expect(throws: GeneratorError.self) { try generator.generate(favorites, force: true) }
    #expect(moves == 5)
    #expect(package.listing == before)
    #expect(
      try package.read("Tests/ContactsMVVMTests/FavoritesViewModelTests.swift") == "// mine\n")
  }
}
