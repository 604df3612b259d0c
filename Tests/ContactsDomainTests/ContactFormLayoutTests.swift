import ContactsDomain
import ContactsPresentation
import Testing

@Suite("The short form: which fields wait behind More fields")
struct ContactFormLayoutTests {
  @Test func anEmptyFormShowsTheEverydayFieldsAndKeepsTheRestBehindMoreFields() {
    let layout = ContactFormLayout(ContactForm())
    #expect(layout.shown.map(\.field) == [.firstName, .lastName, .organization, .phone, .email])
    #expect(layout.more.map(\.field).first == .namePrefix)
    #expect(layout.more.count + layout.shown.count == ContactFields.all.count)
    // In the registry's order, each field once.
    #expect(
      (layout.shown + layout.more).map(\.formName).sorted()
        == ContactFields.all.map(\.formName).sorted())
  }

  @Test func aFieldWithAValueIsNeverHidden() {
    var form = ContactForm(firstName: "Ada", lastName: "Lovelace")
    form.middleName = "Augusta"
    form.birthday = "1815-12-10"
    form.note = "Wrote the first program"
    form.urls = [LabeledValue(label: "", value: "")]  // a row just added, blank
    form.jobTitle = "   "
    let layout = ContactFormLayout(form)
    #expect(
      layout.shown.map(\.field) == [
        .firstName, .middleName, .lastName, .organization, .phone, .email, .url, .birthday,
        .note,
      ])
    #expect(layout.more.map(\.field).contains(.jobTitle))
    #expect(!layout.more.map(\.field).contains(.middleName))
  }
}
