import ContactsDomain
import ContactsPresentation
import Testing

@Suite("History says what each version changed, old value → new value")
struct FieldChangesTests {
  private func ada(
    lastName: String = "Byron", phone: String = "555-0100", emails: [LabeledValue] = [work],
    organization: String = "Engines", note: String = ""
  ) -> Contact {
    Contact(
      id: 7, firstName: "Ada", lastName: lastName,
      phones: [LabeledValue(label: "mobile", value: phone)], emails: emails,
      organization: organization, note: note)
  }

  private static let work = LabeledValue(label: "work", value: "ada@example.com")
  private static let home = LabeledValue(label: "home", value: "ada@home.example")

  @Test func aChangedRowAnAddedRowAndAChangedFieldAreEachOneLine() {
    let next = ada(
      lastName: "Lovelace", phone: "555-0199", emails: [Self.work, Self.home], organization: "")
    #expect(
      FieldChanges.lines(from: ada(), to: next) == [
        "Last name: Byron → Lovelace", "Removed organization Engines",
        "Phone mobile: 555-0100 → 555-0199", "Added email home ada@home.example",
      ])
  }

  @Test func aFieldFilledInIsAddedAndRowsOnlyReorderedSaySo() {
    let one = ada(emails: [Self.work, Self.home])
    let next = ada(emails: [Self.home, Self.work], note: "Met at the Royal Society")
    #expect(
      FieldChanges.lines(from: one, to: next) == [
        "Email: the same, in another order", "Added note Met at the Royal Society",
      ])
  }

  @Test func aLongValueIsCutWithAnEllipsisOnOneLine() throws {
    let next = ada(note: "First line\n" + String(repeating: "x", count: 500))
    let line = try #require(FieldChanges.lines(from: ada(), to: next).first)
    #expect(line == "Added note First line " + String(repeating: "x", count: 68) + "…")
  }

  @Test func noChangeSaysNothing() {
    #expect(FieldChanges.lines(from: ada(), to: ada()).isEmpty)
  }
}
