import ContactsDomain
import ContactsPresentation
import Testing

@Suite("A refused date in the words of Day, Month and Year")
struct DateFieldsRefusalTests {
  @Test(arguments: [
    ("31", "2", "", "Birthday: February has no 31st day"),
    ("30", "02", "", "Birthday: February has no 30th day"),
    ("29", "2", "2023", "Birthday: February 2023 has no 29th day"),
    ("31", "4", "1990", "Birthday: April has no 31st day"),
    ("32", "1", "", "Birthday: the day must be a number from 1 to 31"),
    ("0", "1", "", "Birthday: the day must be a number from 1 to 31"),
    ("x", "1", "", "Birthday: the day must be a number from 1 to 31"),
    ("010", "1", "", "Birthday: the day must be a number from 1 to 31"),
    ("10", "13", "", "Birthday: the month must be a number from 1 to 12"),
    ("10", "12", "0", "Birthday: the year must be a number from 1 to 9999, or left out"),
    ("10", "12", "18155", "Birthday: the year must be a number from 1 to 9999, or left out"),
    ("", "12", "1815", "Birthday: the day is missing"),
    ("10", " ", "1815", "Birthday: the month is missing"),
  ])
  func aDateNoCalendarHasIsSaidInTheFormsWords(
    _ day: String, _ month: String, _ year: String, _ sentence: String
  ) {
    #expect(DateFieldsRefusal.sentence(.birthday, day: day, month: month, year: year) == sentence)
  }

  @Test func aDateOrNothingTypedHasNoSentence() {
    for (day, month, year) in [
      ("10", "12", "1815"), ("29", "2", ""), ("29", "2", "2024"), ("", "", " "),
    ] {
      #expect(DateFieldsRefusal.sentence(.anniversary, day: day, month: month, year: year) == nil)
    }
    #expect(
      DateFieldsRefusal.sentence(.anniversary, day: "31", month: "6", year: "")
        == "Anniversary: June has no 31st day")
  }
}
