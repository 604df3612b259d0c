import ContactsBuilds
import ContactsDomain
import ContactsStore
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The details page captions a fax, a pager and a mobile by what they are, in both builds.
@Suite("Kinds of phone on the details page")
struct PhoneKindPageTests {
  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aFaxIsCaptionedFaxWithoutACallLinkAndAPagerAndMobileByTheirKind(
    _ build: Architecture, _ served: ServedStore
  )
    async throws
  {
    let store = try await served.openContacts()
    let ada = try await store.create(
      ContactDraft(
        ContactForm(
          firstName: "Ada", lastName: "Lovelace",
          phones: [
            LabeledValue(label: "home fax", value: "+44 20 7946 0001"),
            LabeledValue(label: "pager", value: "+44 20 7946 0002"),
            LabeledValue(label: "work mobile", value: "+44 20 7946 0003"),
          ])))
    try await makeApp(repository: store).test(.router) { client in
      let details = try await client.get(build.detailsPath(ada.id))
      #expect(details.text.contains("<dt>Fax (home)</dt><dd>+44 20 7946 0001</dd>"))
      #expect(
        details.text.contains(
          "<dt>Pager</dt><dd><a href=\"tel:+442079460002\">+44 20 7946 0002</a></dd>"))
      #expect(
        details.text.contains(
          "<dt>Mobile (work)</dt><dd><a href=\"tel:+442079460003\">+44 20 7946 0003</a></dd>"))
    }
  }
}
