import ContactsDomain
import ContactsPresentation
import Testing

@Suite("History says what each version changed, old value → new value")
struct FieldChangesTests {
  private let ada = Contact(
    id: 7, firstName: "Ada", lastName: "Byron",
    phones: [LabeledValue(label: "mobile", value: "555-0100")],
    emails: [LabeledValue(label: "work", value: "ada@example.com")], organization: "Engines")

  @Test func aChangedRowAnAddedRowAndAChangedFieldAreEachOneLine() {
    var next = ada
    next.lastName = "Lovelace"
    next.phones = [LabeledValue(label: "mobile", value: "555-0199")]
    next.emails.append(LabeledValue(label: "home", value: "ada@home.example"))
    next.organization = ""
    #expect(
      FieldChanges.lines(from: ada, to: next) == [
        "Last name: Byron → Lovelace", "Phone mobile: 555-0100 → 555-0199",
        "Added email home ada@home.example", "Removed organization Engines",
      ])
  }

  @Test func aFieldFilledInIsAddedAndRowsOnlyReorderedSaySo() {
    var one = ada
    one.emails = [
      LabeledValue(label: "a", value: "1@x.org"), LabeledValue(label: "b", value: "2@x.org"),
    ]
    var next = one
    next.emails.reverse()
    next.note = "Met at the Royal Society"
    #expect(
      FieldChanges.lines(from: one, to: next) == [
        "Email: the same, in another order", "Added note Met at the Royal Society",
      ])
  }

  @Test func aLongValueIsCutWithAnEllipsisOnOneLine() throws {
    var next = ada
    next.note = "First line\n" + String(repeating: "x", count: 500)
    let line = try #require(FieldChanges.lines(from: ada, to: next).first)
    #expect(line == "Added note First line " + String(repeating: "x", count: 68) + "…")
  }

  @Test func noChangeSaysNothing() {
    #expect(FieldChanges.lines(from: ada, to: ada).isEmpty)
  }
}
