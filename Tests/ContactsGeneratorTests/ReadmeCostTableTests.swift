import ContactsGenerator
import Foundation
import Testing

@Suite("The README: its cost table is the measured one")
struct ReadmeCostTableTests {
  @Test func theREADMEShowsWhatContactsGenCostPrints() throws {
    let readme = try String(
      contentsOf: TemporaryPackage.repository.appendingPathComponent("README.md"), encoding: .utf8)
    let table = ScreenCosts(root: try PackageRoot(TemporaryPackage.repository.path)).table
    #expect(readme.contains(table), "run `swift run contacts-gen cost` and paste it in README.md")
  }
}
