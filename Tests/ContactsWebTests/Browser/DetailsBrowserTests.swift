import ContactsBuilds
import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsWeb

/// A contact with every detail in a real headless Chromium, at a desktop's width and a phone's:
/// its page, a row added without JavaScript, and a refused date's error summary.
@Suite("In the browser, every detail", .serialized, .timeLimit(.minutes(20)), .tags(.slow))
struct DetailsBrowserTests {
  @Test(arguments: [Chromium.Options(width: 1280, height: 900), .phone])
  func theDetailsPageAndARefusedDateOnTheEditForm(_ options: Chromium.Options) async throws {
    try await withServerAndBrowser(.viper, options) { app, store in
      var form = DetailsPageTests.richForm()
      form.nickname = "Enchantress"
      form.phones = [LabeledValue(label: "mobile", value: "+44 20 7946 0000")]
      form.emails = [LabeledValue(label: "home", value: "ada@example.org")]
      form.organization = "Analytical Engine"
      form.department = "Engines"
      form.note = "Wrote the first program."
      let ada = try await store.create(ContactDraft(form))
      try await app.browser.navigate(to: app.baseURL + app.build.detailsPath(ada.id).dropFirst())
      try await app.waitForTitle("Ada Lovelace")
      let link = try await app.browser.findLink("https://ada.example.org/")
      #expect(try await app.browser.property("rel", of: link) == "noopener noreferrer")
      try await expectNoWiderThanTheWindow(app, "details-every-field-\(options.width)")

      try await app.browser.click(try await app.browser.findLink("Edit"))
      try await app.waitForTitle("Edit Contact")
      let day = try await app.field(labelled: "Day")
      try await app.browser.clear(day)
      try await app.browser.type("31", into: day)
      let month = try await app.field(labelled: "Month")
      try await app.browser.clear(month)
      try await app.browser.type("2", into: month)
      try await app.browser.clear(try await app.field(labelled: "Year (optional)"))
      try await app.tapDone(expecting: "Edit Contact")
      let summary = try await app.alert()
      #expect(summary.hasPrefix("There is a problem"))
      #expect(summary.contains("Birthday: February has no 31st day"))
      // The summary is focused, so it is read first; its link leads to the day.
      let focused = try await app.browser.activeElement()
      #expect(try await app.browser.property("id", of: focused) == "error-summary")
      #expect(try await app.value(labelled: "Day") == "31")
      #expect(try await app.value(labelled: "Nickname") == "Enchantress")
      try await expectNoWiderThanTheWindow(app, "edit-refused-date-\(options.width)")
      try await app.browser.click(try await app.browser.find(".error-summary a"))
      let target = try await app.browser.execute("return document.activeElement.id")
      #expect(target as? String == "birthdayDay")
      try await saveScreenshot(app.browser, "edit-refused-date-field-\(options.width)")
      #expect(try await store.contact(id: ada.id) == ada)
    }
  }

  @Test func addAnotherPhoneWithoutJavaScriptThenEnterIsDone() async throws {
    var options = Chromium.Options()
    options.javaScript = false
    try await withServerAndBrowser(.mvvm, options) { app, store in
      try await app.openList()
      try await app.tapAddContact()
      try await app.type(firstName: "Ada", lastName: "Lovelace")
      try await app.browser.type("555 0100", into: try await app.field(labelled: "Phone 1"))
      try await app.browser.click(try await app.button("Add another phone"))
      try await app.browser.wait(for: "a second phone row") {
        try await !app.browser.findAll("#phone1").isEmpty
      }
      #expect(try await app.value(labelled: "Phone 1") == "555 0100")
      #expect(try await app.value(labelled: "First name") == "Ada")
      // Enter in the new row is Done, not another button of the form.
      try await app.browser.type("555 0199\u{E007}", into: try await app.field(labelled: "Phone 2"))
      try await app.waitForTitle("Contacts")
      let saved = try await store.allContacts()
      #expect(saved.map { $0.phones.map(\.value) } == [["555 0100", "555 0199"]])
    }
  }
}
