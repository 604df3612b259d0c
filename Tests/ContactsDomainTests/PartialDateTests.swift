import ContactsDomain
import Testing

@Suite("A date with or without its year, read from text")
struct PartialDateTests {
  @Test(arguments: [
    ("1815-12-10", "1815-12-10"), ("18151210", "1815-12-10"), ("--12-10", "--12-10"),
    ("--1210", "--12-10"), ("12-10", "--12-10"), ("2-9", "--02-09"), ("02-29", "--02-29"),
    ("2024-02-29", "2024-02-29"), ("0099-01-01", "0099-01-01"),
  ])
  func everyFormIsRead(text: String, read: String) {
    #expect(PartialDate(text)?.text == read)
  }

  @Test(arguments: [
    "", "-", "2023-02-29", "1900-02-29", "04-31", "13-01", "00-10", "12-00", "1815-12-1",
    "181512100", "+1815-12-10", "1815/12/10", "１２-１０", "12-10-", "--12", "December 10",
    "1815-12-10T00:00:00Z", "123-10",
  ])
  func anythingElseOrADateNoCalendarHasIsNone(text: String) {
    #expect(PartialDate(text) == nil)
  }
}
