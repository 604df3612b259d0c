import ContactsBuilds
import ContactsStore
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// Error pages say what happened in words and lead back where the person was.
@Suite("Error pages")
struct ErrorPageTests {
  @Test(arguments: [
    ("/mvvm/sync", HTTPResponse.Status.conflict, "/mvvm/sync", "Back to Sync"),
    ("/viper/sync/conflicts/7", .notFound, "/viper/sync", "Back to Sync"),
    ("/viper/contacts/42/edit", .unprocessableContent, "/viper/contacts/42", "Back to the contact"),
    ("/mvvm/contacts/42/delete", .internalServerError, "/mvvm/contacts/42", "Back to the contact"),
    ("/mvvm/contacts/42/edit", .notFound, "/mvvm/", "Back to Contacts"),
    ("/mvvm/contacts/42", .internalServerError, "/mvvm/", "Back to Contacts"),
    ("/viper/import", .contentTooLarge, "/viper/", "Back to Contacts"),
    ("/nowhere", .notFound, "/", "Back to the start page"),
  ])
  func theWayBackIsWhereThePersonWas(
    path: String, status: HTTPResponse.Status, back: String, label: String
  ) {
    let way = WayBack(from: path, status: status)
    #expect(way.path == back)
    #expect(way.label == label)
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aMissingContactIsTitledInWordsAndLeadsBackToTheList(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    try await makeApp(repository: served.openContacts()).test(.router) { client in
      let page = try await client.get(build.detailsPath(999))
      #expect(page.status == .notFound)
      #expect(page.text.contains("<h1>Contact not found</h1>"), "\(page.text)")
      #expect(page.text.contains("<a href=\"\(build.listPath)\">Back to Contacts</a>"))
      let nowhere = try await client.get(build.listPath + "nowhere")
      #expect(nowhere.text.contains("<h1>Page not found</h1>"))
      #expect(!nowhere.text.contains("Not Found"))
    }
  }
}
