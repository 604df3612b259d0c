import ContactsDomain
import Testing

@Suite("Sizes as every front end writes them")
struct ByteCountTests {
  @Test(arguments: [
    (0, "0 bytes"), (1, "1 byte"), (999, "999 bytes"), (1000, "1 kB"), (1_499, "1 kB"),
    (1_500, "2 kB"), (12_288, "12 kB"), (999_499, "999 kB"), (999_500, "1 MB"),
    (1_437_000, "1.4 MB"), (1_048_576, "1 MB"), (5_700_000, "5.7 MB"), (20_000_000, "20 MB"),
    (999_949_999, "999.9 MB"), (1_500_000_000, "1.5 GB"),
  ])
  func aSizeIsWrittenInDecimalUnitsToTheNearestOneShown(bytes: Int, text: String) {
    #expect(ByteCount.text(bytes) == text)
  }

  @Test func aSizeOverALimitRoundsUpSoItNeverReadsAsTheLimit() {
    #expect(ByteCount.text(20_000_001, roundingUp: true) == "20.1 MB")
    #expect(ByteCount.text(1_001, roundingUp: true) == "2 kB")
    #expect(ByteCount.text(20_000_000, roundingUp: true) == "20 MB")
  }

}
