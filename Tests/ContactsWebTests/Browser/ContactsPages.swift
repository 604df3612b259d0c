import ContactsBuilds
import Foundation

@testable import ContactsWeb

/// A person's hands on the app in the browser: what they click, type and read.
struct ContactsPages: Sendable {
  let browser: WebDriver
  let baseURL: String
  let build: Architecture

  func openList() async throws {
    try await browser.navigate(to: baseURL + build.listPath.dropFirst())
    try await waitForTitle("Contacts")
  }

  /// The full names the list shows, in order.
  func listedNames() async throws -> [String] {
    var names: [String] = []
    for row in try await browser.findAll(".contacts .contact .name") {
      names.append(try await browser.text(of: row))
    }
    return names
  }

  func tapAddContact() async throws {
    try await browser.click(try await browser.findLink("Add contact"))
    try await waitForTitle("Add Contact")
  }

  /// Types into the labelled fields, after whatever they already hold.
  func type(firstName: String, lastName: String) async throws {
    try await browser.type(firstName, into: try await field(labelled: "First name"))
    try await browser.type(lastName, into: try await field(labelled: "Last name"))
  }

  /// Clicks Done and waits for the page it leads to.
  func tapDone(expecting title: String) async throws {
    try await browser.click(try await button("Done"))
    try await waitForTitle(title)
  }

  func tapCancel() async throws {
    try await browser.click(try await button("Cancel"))
    try await waitForTitle("Contacts")
  }

  /// The text of the page's `role="alert"` element.
  func alert() async throws -> String {
    try await browser.text(of: try await browser.find("[role=alert]"))
  }

  /// What the field labelled `label` holds.
  func value(labelled label: String) async throws -> String? {
    try await browser.property("value", of: try await field(labelled: label))
  }

  /// The input whose `<label for>` says `label`, found through the label as a person would.
  func field(labelled label: String) async throws -> WebDriver.Element {
    for candidate in try await browser.findAll("label") {
      guard try await browser.text(of: candidate) == label,
        let id = try await browser.property("htmlFor", of: candidate)
      else { continue }
      return try await browser.find("#\(id)")
    }
    throw WebDriver.Failure(description: "No field labelled \(label)")
  }

  /// The submit button whose text is `name`.
  func button(_ name: String) async throws -> WebDriver.Element {
    for candidate in try await browser.findAll("button") {
      if try await browser.text(of: candidate) == name { return candidate }
    }
    throw WebDriver.Failure(description: "No button named \(name)")
  }

  /// Waits for the page titled `title` to be loaded, after a click or a redirect.
  func waitForTitle(_ title: String) async throws {
    try await browser.wait(for: "the page titled \(title)") {
      try await browser.title() == title
    }
  }
}
