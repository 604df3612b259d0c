import ContactsDomain
import Foundation
import Testing

@Suite("A form as an earlier version encoded it")
struct ContactFormCodingTests {
  @Test func aFormWrittenBeforeDetailsReadsWithEmptyDetails() throws {
    // What a sync's memory holds for a card agreed before this version: no detail keys.
    let old = #"""
      {"emails":[{"label":"home","value":"ada@example.com"}],"firstName":"Ada",
       "lastName":"Lovelace","note":"","organization":"","phones":[]}
      """#
    let form = try JSONDecoder().decode(ContactForm.self, from: Data(old.utf8))
    var expected = ContactForm(firstName: "Ada", lastName: "Lovelace")
    expected.emails = [LabeledValue(label: "home", value: "ada@example.com")]
    #expect(form == expected)
  }

  @Test func aFormWithDetailsReadsBackAsItWasWritten() throws {
    var form = ContactForm(firstName: "Ada", lastName: "Lovelace")
    form.birthday = "1815-12-10"
    form.addresses = [PostalAddress(label: "home", street: "12 St James's Square")]
    form.groups = ["Friends"]
    let data = try JSONEncoder().encode(form)
    #expect(try JSONDecoder().decode(ContactForm.self, from: data) == form)
  }
}
