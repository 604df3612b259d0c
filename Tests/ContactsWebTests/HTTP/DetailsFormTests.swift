import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The add and edit form with every detail: rows added and removed without JavaScript, dates as
/// three fields, and a refusal's error summary, in both builds.
@Suite("The contact form holds every detail")
struct DetailsFormTests {
  @Test(arguments: Architecture.allCases, ServedStore.all)
  func theEditFormOpensWithEveryDetailAndTheDatesInThreeFields(
    _ build: Architecture, _ served: ServedStore
  )
    async throws
  {
    let store = try await served.openContacts()
    let ada = try await store.create(ContactDraft(DetailsPageTests.richForm()))
    try await makeApp(repository: store).test(.router) { client in
      let form = try await client.get(build.editPath(ada.id))
      let expected = [
        ("namePrefix", "Lady"), ("middleName", "Augusta"), ("jobTitle", "Analyst"),
        ("birthdayDay", "10"), ("birthdayMonth", "12"), ("birthdayYear", "1815"),
        ("anniversaryDay", "8"), ("anniversaryMonth", "7"), ("anniversaryYear", ""),
        ("addressCity", "London"), ("addressPostalCode", "SW1Y 4JH"),
        ("url", "https://ada.example.org/"), ("chatLabel", "skype"), ("chat", "ada"),
        ("relatedLabel", "spouse"), ("group", "Friends"),
      ]
      for (name, value) in expected {
        #expect(form.inputValue(name) == value, "\(name)")
      }
      #expect(form.text.contains("<fieldset class=\"date\" aria-describedby=\"birthday-hint\">"))
      #expect(form.text.contains("<legend>Birthday</legend>"))
      #expect(form.text.contains("<label for=\"birthdayYear\">Year (optional)</label>"))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func addAnotherPhoneKeepsWhatWasTypedAndSavesNothing(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let store = try await served.openContacts()
    try await makeApp(repository: store).test(.router) { client in
      let answer = try await client.postFromPage(
        build.addPath,
        [
          ("firstName", "Ada"), ("lastName", "Lovelace"), ("phoneLabel", "home"),
          ("phone", "555 0100"), ("birthdayDay", "10"), ("birthdayMonth", "12"),
          ("add", "phone"),
        ])
      #expect(answer.status == .ok)
      #expect(answer.inputValue("firstName") == "Ada")
      #expect(answer.inputValue("birthdayDay") == "10")
      #expect(answer.text.contains("id=\"phone0\" name=\"phone\" type=\"text\" value=\"555 0100\""))
      #expect(answer.text.contains("<input id=\"phoneLabel1\" name=\"phoneLabel\""))
      #expect(answer.text.contains("value=\"\" autofocus>"))
      #expect(answer.alert == nil)
      #expect(try await store.allContacts().isEmpty)

      let address = try await client.postFromPage(
        build.addPath, [("firstName", "Ada"), ("lastName", "Lovelace"), ("add", "address")])
      #expect(address.text.contains("<legend>Address 1</legend>"))
      #expect(
        address.text.contains(
          "id=\"addressLabel0\" name=\"addressLabel\" type=\"text\" value=\"\" autofocus"))
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func removeDropsThatRowOnlyAndSavesNothing(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let store = try await served.openContacts()
    let ada = try await store.create(ContactDraft(DetailsPageTests.richForm()))
    try await makeApp(repository: store).test(.router) { client in
      let answer = try await client.postFromPage(
        build.editPath(ada.id),
        [
          ("firstName", "Ada"), ("lastName", "King"), ("urlLabel", "a"), ("url", "a.example"),
          ("urlLabel", "b"), ("url", "b.example"), ("remove", "url-0"),
        ])
      #expect(answer.status == .ok)
      #expect(answer.inputValue("url") == "b.example")
      #expect(!answer.text.contains("a.example"))
      #expect(answer.inputValue("lastName") == "King")
      #expect(
        answer.text.contains(
          "id=\"add-url\" name=\"add\" value=\"url\" class=\"secondary row-button\" autofocus"))
      #expect(try await store.contact(id: ada.id) == ada)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func aRefusedDateComesBackWithASummaryLinkingToItsDay(
    _ build: Architecture, _ served: ServedStore
  ) async throws {
    let store = try await served.openContacts()
    let ada = try await store.create(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    try await makeApp(repository: store).test(.router) { client in
      let answer = try await client.postFromPage(
        build.editPath(ada.id),
        [
          ("firstName", "Ada"), ("lastName", "King"), ("birthdayDay", "31"),
          ("birthdayMonth", "2"), ("birthdayYear", ""), ("action", "done"),
        ])
      // The form's words, not the command line's "write 1815-12-10".
      let sentence = "Birthday: February has no 31st day"
      #expect(answer.status == .unprocessableContent)
      #expect(answer.alert == sentence)
      #expect(answer.text.contains("<h2 id=\"error-summary-title\">There is a problem</h2>"))
      #expect(answer.text.contains("<a href=\"#birthdayDay\">\(sentence)</a>"))
      #expect(answer.text.contains("<p class=\"field-error\" id=\"birthdayDay-error\">"))
      #expect(answer.text.contains("aria-describedby=\"birthday-hint birthdayDay-error\""))
      #expect(answer.inputValue("birthdayDay") == "31" && answer.inputValue("birthdayMonth") == "2")
      #expect(answer.inputValue("lastName") == "King")
      #expect(try await store.contact(id: ada.id) == ada)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func eachRefusalLinksToTheFieldAtFault(_ build: Architecture, _ served: ServedStore) async throws
  {
    let store = try await served.openContacts()
    let cases: [([(String, String)], String, String)] = [
      (
        [("urlLabel", ""), ("url", "ok.example"), ("urlLabel", ""), ("url", "javascript:x")],
        "url1", "“javascript:x” is not a web address like https://example.com"
      ),
      (
        [("anniversaryDay", "29"), ("anniversaryMonth", "2"), ("anniversaryYear", "2023")],
        "anniversaryDay",
        "Anniversary: February 2023 has no 29th day"
      ),
      (
        [("phoneLabel", ""), ("phone", "x")], "phone0",
        "“x” is not a phone number: use 3 to 17 digits, with spaces, dashes or brackets and an "
          + "optional leading +"
      ),
      (
        [("jobTitle", String(repeating: "j", count: 201))], "jobTitle",
        "Job title must be at most 200 characters"
      ),
    ]
    try await makeApp(repository: store).test(.router) { client in
      for (fields, id, sentence) in cases {
        let answer = try await client.postFromPage(
          build.addPath, [("firstName", "Ada"), ("lastName", "Lovelace")] + fields)
        #expect(answer.status == .unprocessableContent)
        #expect(answer.text.contains("<a href=\"#\(id)\">\(sentence)</a>"), "\(id)")
        #expect(answer.text.contains("id=\"\(id)-error\""), "\(id)")
      }
      #expect(try await store.allContacts().isEmpty)
    }
  }

  @Test(arguments: Architecture.allCases, ServedStore.all)
  func doneSavesEveryDetailTypedAndReturnsToTheContact(_ build: Architecture, _ served: ServedStore)
    async throws
  {
    let store = try await served.openContacts()
    let ada = try await store.create(ContactDraft(firstName: "Ada", lastName: "Lovelace"))
    try await makeApp(repository: store).test(.router) { client in
      let answer = try await client.postFromPage(
        build.editPath(ada.id),
        [
          ("firstName", "Ada"), ("lastName", "Lovelace"), ("namePrefix", "Lady"),
          ("nickname", "Enchantress"), ("pronouns", "she/her"), ("birthdayDay", "10"),
          ("birthdayMonth", "12"),
          ("birthdayYear", "1815"), ("addressLabel", "home"), ("addressPoBox", ""),
          ("addressExtended", ""), ("addressStreet", "12 St James's Square"),
          ("addressCity", "London"), ("addressRegion", ""), ("addressPostalCode", "SW1Y 4JH"),
          ("addressCountry", "UK"), ("urlLabel", ""), ("url", "ada.example.org"),
          ("chatLabel", "skype"), ("chat", "ada"), ("relatedLabel", "spouse"),
          ("related", "William"), ("group", "Friends"), ("group", ""), ("action", "done"),
        ])
      #expect(answer.status == .seeOther, "\(answer.alert ?? "")")
      #expect(answer.headers[.location] == build.detailsPath(ada.id) + "?edited=1")
      let details = try await store.contact(id: ada.id).details
      #expect(details == (try ContactDraft(DetailsPageTests.savedForm())).details)
    }
  }
}
