import ContactsBuilds
import ContactsDomain
import ContactsStore
import ContactsTestSupport
import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import ContactsWeb

/// The upcoming birthdays page counts from the server's clock (`WebConfiguration.now`), as the
/// rewind page does, not from the computer's.
@Suite("Birthdays by the server's clock")
struct BirthdaysClockTests {
  @Test(arguments: ServedStore.all) func birthdaysWithoutAFromDayCountFromTheConfiguredClock(
    _ served: ServedStore
  ) async throws {
    let store = try await served.openContacts()
    var form = ContactForm(firstName: "Ada", lastName: "Lovelace")
    form.birthday = "1990-03-05"
    _ = try await store.create(try ContactDraft(form))
    // Noon UTC, so the day is March 1 in any time zone the tests run in.
    let noon = try #require(ISO8601DateFormatter().date(from: "2031-03-01T12:00:00Z"))
    let configuration = WebConfiguration(host: "127.0.0.1", port: 0, now: { noon })
    let application = ContactsWebApp.application(configuration: configuration) { $0.app(store) }
    try await application.test(.router) { client in
      for build in Architecture.allCases {
        let page = try await client.get("/\(build.rawValue)/birthdays?days=30")
        #expect(page.status == .ok)
        #expect(page.text.contains("March 5, in 4 days, turns 41"), "\(build)")
      }
    }
  }
}
