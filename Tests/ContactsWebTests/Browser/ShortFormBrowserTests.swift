import ContactsBuilds
import ContactsDomain
import ContactsTestSupport
import Foundation
import Testing

@testable import ContactsWeb

/// The short contact form in a real headless Chromium (issue 31): an ordinary contact's form
/// fits a phone, the fields it does not use wait behind "More fields", which opens without
/// JavaScript, Done stays in sight, a company is added by its organization, and a refused date
/// speaks of the form's fields.
@Suite("The short form in the browser", .serialized, .timeLimit(.minutes(20)), .tags(.slow))
struct ShortFormBrowserTests {
  /// The browser at `width`: a phone's screen at 390, a laptop's at 1280.
  private static func options(_ width: Int) -> Chromium.Options {
    width == 390 ? .phone : Chromium.Options(width: width, height: 844)
  }

  /// Ada as most cards are: names, a mobile phone and a home email.
  private static func addAda(_ store: any ContactRepository) async throws -> Contact.ID {
    try await store.create(
      ContactDraft(
        ContactForm(
          firstName: "Ada", lastName: "Lovelace",
          phones: [LabeledValue(label: "mobile", value: "+44 20 7946 0958")],
          emails: [LabeledValue(label: "home", value: "ada@example.com")]))
    ).id
  }

  private static func openEdit(_ app: ContactsPages, _ id: Contact.ID) async throws {
    try await app.browser.navigate(to: app.baseURL + app.build.editPath(id).dropFirst())
    try await app.waitForTitle("Edit Contact")
  }

  @Test(arguments: Architecture.allCases, [390, 1280])
  func anOrdinaryContactsFormIsShortWithDoneInSightAndMoreFieldsClosed(
    _ build: Architecture, _ width: Int
  ) async throws {
    try await withServerAndBrowser(build, Self.options(width)) { app, store in
      let ada = try await Self.addAda(store)
      try await Self.openEdit(app, ada)
      let height = try #require(
        try await app.browser.execute("return document.body.scrollHeight") as? Int)
      print(
        "The edit form of a contact with names, a phone and an email: \(height) px tall at "
          + "\(width) px")
      #expect(height <= 1600)
      // Done is on the first screen: at the top of the form as well as at its foot.
      let doneInSight = try await app.browser.execute(
        """
        const done = [...document.querySelectorAll('button')].find(b => b.textContent === 'Done');
        const box = done.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
        """)
      #expect(doneInSight as? Bool == true)
      // "mobile" fits its label box; only the rows that hold something have Remove.
      let label = try await app.browser.find("#phoneLabel0")
      #expect(try await app.browser.property("value", of: label) == "mobile")
      let fits = try await app.browser.execute(
        "const f = document.getElementById('phoneLabel0'); return f.scrollWidth <= f.clientWidth;")
      #expect(fits as? Bool == true)
      var removes = 0
      for button in try await app.browser.findAll("button")
      where try await app.browser.text(of: button).hasPrefix("Remove") {
        removes += 1
      }
      #expect(removes == 2)
      // A field the card does not use waits behind More fields.
      let middle = try await app.browser.find("#middleName")
      #expect(try await !app.browser.isDisplayed(middle))
      if build == .viper {
        try await saveScreenshot(app.browser, "form-short-\(width)", fullPage: true)
      }
      try await app.browser.click(try await app.browser.find(".more-fields > summary"))
      #expect(try await app.browser.isDisplayed(middle))
      if build == .viper {
        try await saveScreenshot(app.browser, "form-more-open-\(width)", fullPage: true)
      }
    }
  }

  @Test(arguments: Architecture.allCases)
  func moreFieldsOpensWithoutJavaScriptAndAFieldWithAValueIsNeverHidden(
    _ build: Architecture
  ) async throws {
    var options = Chromium.Options(width: 390, height: 844)
    options.javaScript = false
    try await withServerAndBrowser(build, options) { app, store in
      let ada = try await Self.addAda(store)
      try await Self.openEdit(app, ada)
      let middle = try await app.browser.find("#middleName")
      #expect(try await !app.browser.isDisplayed(middle))
      try await app.browser.click(try await app.browser.find(".more-fields > summary"))
      #expect(try await app.browser.isDisplayed(middle))
      try await app.browser.type("Augusta", into: middle)
      try await app.browser.click(try await app.button("Done"))
      try await app.browser.wait(for: "the middle name saved") {
        try await store.allContacts().first?.details.middleName == "Augusta"
      }
      // The form again: the middle name has a value, so it is shown with the names.
      try await Self.openEdit(app, ada)
      #expect(try await app.browser.isDisplayed(try await app.browser.find("#middleName")))
      #expect(try await app.value(labelled: "Middle name") == "Augusta")
    }
  }

  @Test(arguments: Architecture.allCases, [390, 1280])
  func aCompanyIsAddedByItsOrganizationAndARefusedDateSpeaksOfTheFields(
    _ build: Architecture, _ width: Int
  ) async throws {
    try await withServerAndBrowser(build, Self.options(width)) { app, store in
      let ada = try await Self.addAda(store)
      _ = try await store.create(ContactDraft(firstName: "Zoe", lastName: "Adams"))
      try await app.openList()
      try await app.tapAddContact()
      try await app.browser.click(try await app.field(labelled: "This is a company"))
      try await app.browser.type("Acme Inc.", into: try await app.field(labelled: "Organization"))
      if build == .viper {
        try await saveScreenshot(app.browser, "form-company-add-\(width)", fullPage: true)
      }
      try await app.tapDone(expecting: "Contacts")
      #expect(try await app.listedNames() == ["Acme Inc.", "Ada Lovelace", "Zoe Adams"])
      let acme = try #require(try await store.allContacts().first { $0.fullName == "Acme Inc." })
      #expect(acme.firstName.isEmpty && acme.lastName.isEmpty)

      try await Self.openEdit(app, ada)
      try await app.browser.click(try await app.browser.find(".more-fields > summary"))
      try await app.browser.type("31", into: try await app.browser.find("#birthdayDay"))
      try await app.browser.type("2", into: try await app.browser.find("#birthdayMonth"))
      try await app.tapDone(expecting: "Edit Contact")
      #expect(try await app.alert().contains("Birthday: February has no 31st day"))
      // The date typed is shown with the names, beside its sentence.
      let message = try await app.browser.find("#birthdayDay-error")
      #expect(try await app.browser.text(of: message).hasSuffix("February has no 31st day"))
      if build == .viper {
        try await saveScreenshot(app.browser, "form-refused-date-\(width)", fullPage: true)
      }
    }
  }
}
