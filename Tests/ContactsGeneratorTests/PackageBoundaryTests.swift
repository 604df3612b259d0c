import ContactsGenerator
import Foundation
import Testing

@Suite("The generator: it writes into the Contacts package and nowhere else")
struct PackageBoundaryTests {
  @Test func aFolderThatIsNotThePackageIsRefused() throws {
    let elsewhere = try TemporaryPackage()
    defer { elsewhere.remove() }
    try elsewhere.write("Package.swift", "let package = Package(name: \"Other\")\n")
    #expect(throws: GeneratorError.notThisPackage(elsewhere.url.resolvingSymlinksInPath().path)) {
      try PackageRoot(elsewhere.url.path)
    }
  }

  @Test func aLinkLeadingOutOfThePackageIsRefusedAndNothingIsWritten() throws {
    let package = try TemporaryPackage()
    let outside = try TemporaryPackage()
    defer {
      package.remove()
      outside.remove()
    }
    try FileManager.default.createSymbolicLink(
      at: package.url.appendingPathComponent("Tests"), withDestinationURL: outside.url)
    let before = (package.listing, outside.listing)
    let root = try package.root
    let error = #expect(throws: GeneratorError.self) {
      try Generator(root: root).generate(ModuleName("Favorites"))
    }
    guard case .outsidePackage(let path, _) = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(path == "Tests/ContactsDomainTests/FavoritesScreenTests.swift")
    #expect(package.listing == before.0)
    #expect(outside.listing == before.1)
  }

  @Test func aLinkedPackageRootIsFollowedToThePackage() throws {
    let package = try TemporaryPackage()
    defer { package.remove() }
    let link = package.url.deletingLastPathComponent()
      .appendingPathComponent("link-\(UUID().uuidString)")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: package.url)
    defer { try? FileManager.default.removeItem(at: link) }
    let report = try Generator(root: PackageRoot(link.path)).generate(ModuleName("Favorites"))
    #expect(try package.read(report.plan.files[0].path) == report.plan.files[0].contents)
  }
}
