import ContactsGenerator
import Testing

@Suite("The generator: what every screen costs, measured")
struct ScreenCostsTests {
  @Test func everyModuleFolderIsCountedInEachArchitectureButNotTheApp() throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    try package.write("Sources/ContactsMVVM/Details/DetailsViewModel.swift", "a\nb\nc\n")
    try package.write("Sources/ContactsMVVM/App/MVVMApp.swift", "a\n")
    try package.write("Sources/ContactsVIPER/Details/DetailsPresenter.swift", "a\nb\n")
    try package.write("Sources/ContactsVIPER/Details/DetailsWireframe.swift", "a\n")
    try package.write("Sources/ContactsVIPER/Details/notes.md", "not code\n")
    try package.write("Sources/ContactsVIPER/Search/SearchPresenter.swift", "a\n")
    #expect(
      ScreenCosts(root: try package.root).table == """
        | screen | MVVM | VIPER |
        | --- | --- | --- |
        | Details | 1 file, 3 lines | 2 files, 3 lines |
        | Search | — | 1 file, 1 line |
        | all screens | 1 file, 3 lines | 3 files, 4 lines |

        """)
  }

  @Test func aGeneratedScreenCostsWhatItsReportSays() throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let report = try Generator(root: package.root).generate(ModuleName("Favorites"))
    let measured = ScreenCosts(root: try package.root).screens
    #expect(measured.map(\.name) == ["Favorites"])
    #expect(measured.first?.costs[.mvvm] == report.cost(of: .code(.mvvm)))
    // The measured folder holds the module; the app's recorder sits in App/.
    let viper = report.cost(of: .code(.viper))
    #expect(measured.first?.costs[.viper]?.files == viper.files - 1)
  }
}
