import ContactsStore
import Testing

@Suite("DatabaseLocation.resolve: where the file lives when no one says")
struct DatabaseLocationTests {
  private let everything = [
    "CONTACTS_DATABASE": "/env/contacts.sqlite",
    "XDG_DATA_HOME": "/xdg",
    "HOME": "/home/ada",
  ]

  private func resolve(_ explicitPath: String?, _ environment: [String: String]) -> String {
    DatabaseLocation.resolve(explicitPath: explicitPath, environment: environment)
  }

  @Test func anExplicitPathWinsOverEverything() {
    #expect(resolve("/explicit/c.sqlite", everything) == "/explicit/c.sqlite")
  }

  @Test func anExplicitRelativePathIsKeptAsGiven() {
    #expect(resolve("here.sqlite", everything) == "here.sqlite")
  }

  @Test func theEnvironmentVariableComesNext() {
    #expect(resolve(nil, everything) == "/env/contacts.sqlite")
    #expect(DatabaseLocation.environmentVariable == "CONTACTS_DATABASE")
  }

  @Test func anEmptyExplicitPathOrVariableIsIgnored() {
    var environment = everything
    environment["CONTACTS_DATABASE"] = ""
    #expect(resolve("", environment) == "/xdg/contacts/contacts.sqlite")
  }

  @Test func anAbsoluteXDGDataHomeComesThird() {
    let environment = ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"]
    #expect(resolve(nil, environment) == "/xdg/contacts/contacts.sqlite")
  }

  @Test(arguments: ["relative/data", "./data", "~/data", ""])
  func aRelativeXDGDataHomeIsIgnored(dataHome: String) {
    let environment = ["XDG_DATA_HOME": dataHome, "HOME": "/home/ada"]
    #expect(resolve(nil, environment) == "/home/ada/.local/share/contacts/contacts.sqlite")
  }

  @Test func homeIsTheLastResort() {
    #expect(
      resolve(nil, ["HOME": "/home/ada"]) == "/home/ada/.local/share/contacts/contacts.sqlite")
  }
}
