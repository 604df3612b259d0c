import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The details page of a contact with every detail, and of one with none, in both builds.
@Suite("The details page shows every detail")
struct DetailsPageTests {
  /// Ada with one of every detail, typed as the edit form would send them.
  static func richForm() -> ContactForm {
    var form = ContactForm(firstName: "Ada", lastName: "Lovelace")
    form.namePrefix = "Lady"
    form.middleName = "Augusta"
    form.nickname = "<b>Enchantress</b>"
    form.pronouns = "she/<her>"
    form.jobTitle = "Analyst"
    form.birthday = "1815-12-10"
    form.anniversary = "07-08"
    form.addresses = [
      PostalAddress(
        label: "home", street: "12 St James's Square", locality: "London", postalCode: "SW1Y 4JH",
        country: "UK")
    ]
    form.urls = [LabeledValue(label: "blog", value: "https://ada.example.org/")]
    form.chats = [LabeledValue(label: "skype", value: "ada")]
    form.related = [LabeledValue(label: "spouse", value: "William")]
    form.groups = ["Friends"]
    return form
  }

  /// What `DetailsFormTests` types on the edit form, as a form: `richForm` with fewer names
  /// and a bare web address.
  static func savedForm() -> ContactForm {
    var form = richForm()
    form.middleName = ""
    form.nickname = "Enchantress"
    form.pronouns = "she/her"
    form.jobTitle = ""
    form.anniversary = ""
    form.urls = [LabeledValue(label: "", value: "ada.example.org")]
    return form
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func eachDetailIsARowCaptionedAsThePresentationDecides(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let store = try await served.openContacts()
    let ada = try await store.create(ContactDraft(Self.richForm()))
    try await makeApp(repository: store).test(.router) { client in
      let page = try await client.get(build.detailsPath(ada.id)).text
      for row in [
        "<dt>Full name</dt><dd>Lady Ada Augusta Lovelace</dd>",
        "<dt>Nickname</dt><dd>&lt;b&gt;Enchantress&lt;/b&gt;</dd>",
        "<dt>Pronouns</dt><dd>she/&lt;her&gt;</dd>", "<dt>Job title</dt><dd>Analyst</dd>",
        "<dt>Address (home)</dt><dd>12 St James&#39;s Square<br>London, SW1Y 4JH<br>UK</dd>",
        "<dt>Web site (blog)</dt><dd><a href=\"https://ada.example.org/\" "
          + "rel=\"noopener noreferrer\">https://ada.example.org/</a></dd>",
        "<dt>Skype</dt><dd>ada</dd>", "<dt>Spouse</dt><dd>William</dd>",
        "<dt>Birthday</dt><dd>December 10, 1815</dd>", "<dt>Anniversary</dt><dd>July 8</dd>",
        "<dt>Groups</dt><dd>Friends</dd>",
      ] {
        #expect(page.contains(row), "\(row)")
      }
      // The avatar stays where it was, before the heading.
      #expect(
        page.contains(
          /<span class="initials large colour-\d" data-initials="AL" aria-hidden="true"><\/span>\n<h1>/
        ))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aWebSiteThatIsNotHTTPIsShownAsTextAndNeverLinked(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let store = try await served.openContacts()
    var form = ContactForm(firstName: "Eve", lastName: "Hacker")
    form.urls = [
      LabeledValue(label: "", value: "javascript:alert(1)"),
      LabeledValue(label: "", value: "data:text/html,<script>x</script>"),
    ]
    let eve = try await store.create(ContactDraft(form, origin: .imported))
    try await makeApp(repository: store).test(.router) { client in
      let page = try await client.get(build.detailsPath(eve.id)).text
      #expect(page.contains("<dt>Web site</dt><dd>javascript:alert(1)</dd>"))
      #expect(page.contains("<dd>data:text/html,&lt;script&gt;x&lt;/script&gt;</dd>"))
      #expect(!page.contains("href=\"javascript") && !page.contains("href=\"data"))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aContactWithOnlyANameHasNoEmptyBox(_ build: Architecture, _ served: ServedStore) async throws
  {
    let store = try await served.openContacts()
    let bob = try await store.create(ContactDraft(firstName: "Bob", lastName: "Marley"))
    try await makeApp(repository: store).test(.router) { client in
      let page = try await client.get(build.detailsPath(bob.id)).text
      #expect(page.contains("<h1>Bob Marley</h1>"))
      #expect(!page.contains("<dl"))
    }
  }
}
