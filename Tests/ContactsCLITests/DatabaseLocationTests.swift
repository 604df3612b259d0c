import ContactsRoot
import Testing

@Suite("DatabaseLocation.resolve: where the file lives when no one says")
struct DatabaseLocationTests {
  private let everything = [
    "CONTACTS_DATABASE": "/env/contacts.sqlite",
    "XDG_DATA_HOME": "/xdg",
    "HOME": "/home/ada",
  ]

  private func resolve(_ explicitPath: String?, _ environment: [String: String]) throws -> String {
    try DatabaseLocation.resolve(explicitPath: explicitPath, environment: environment)
  }

  @Test func anExplicitPathWinsOverEverything() throws {
    #expect(try resolve("/explicit/c.sqlite", everything) == "/explicit/c.sqlite")
  }

  @Test func anExplicitRelativePathIsKeptAsGiven() throws {
    #expect(try resolve("here.sqlite", everything) == "here.sqlite")
  }

  @Test func theEnvironmentVariableComesNext() throws {
    #expect(try resolve(nil, everything) == "/env/contacts.sqlite")
    #expect(DatabaseLocation.environmentVariable == "CONTACTS_DATABASE")
  }

  // An empty value is most often an unset variable in a script: writing to the default address
  // book instead would put contacts where nobody meant them.
  @Test func anEmptyExplicitPathIsRefusedWithASentence() {
    let error = #expect(throws: DatabaseLocation.EmptyPath.option) { try resolve("", everything) }
    #expect(
      error?.message == "--database is empty: give the path of a database file, or leave it out")
  }

  @Test func anEmptyVariableIsRefusedWithASentence() throws {
    var environment = everything
    environment["CONTACTS_DATABASE"] = ""
    let error = #expect(throws: DatabaseLocation.EmptyPath.environment) {
      try resolve(nil, environment)
    }
    #expect(
      error?.message
        == "CONTACTS_DATABASE is set but empty: set it to a database file's path, or unset it")
    #expect(try resolve("/explicit/c.sqlite", environment) == "/explicit/c.sqlite")
  }

  @Test func anAbsoluteXDGDataHomeComesThird() throws {
    let environment = ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"]
    #expect(try resolve(nil, environment) == "/xdg/contacts/contacts.sqlite")
  }

  @Test(arguments: ["relative/data", "./data", "~/data", ""])
  func aRelativeXDGDataHomeIsIgnored(dataHome: String) throws {
    let environment = ["XDG_DATA_HOME": dataHome, "HOME": "/home/ada"]
    #expect(try resolve(nil, environment) == "/home/ada/.local/share/contacts/contacts.sqlite")
  }

  @Test func homeIsTheLastResort() throws {
    #expect(
      try resolve(nil, ["HOME": "/home/ada"]) == "/home/ada/.local/share/contacts/contacts.sqlite")
  }
}
