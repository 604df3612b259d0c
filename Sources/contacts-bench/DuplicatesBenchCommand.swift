import ArgumentParser
import ContactsDomain
import Foundation

/// `contacts-bench duplicates`: the time `DuplicateFinder` takes over a book with a share of
/// duplicates, in memory (the store's reads are measured by `transfer`'s export).
struct DuplicatesBenchCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "duplicates",
    abstract: "Measure finding duplicates among many contacts.",
    discussion: """
      Makes --contacts contacts, each with its own email and mobile number, of which \
      --duplicate-percent are copies of an earlier one: alternately the same email in capitals \
      with the first name's short form, and the same mobile written nationally. Prints the time \
      of the default lanes (identical and likely), of the possible lane, and the pairs found.
      """
  )

  @Option(help: "How many contacts the book holds.")
  var contacts = 100_000

  @Option(help: "What share of them are duplicates of an earlier one, in percent.")
  var duplicatePercent = 5

  func run() async throws {
    let book = Self.book(contacts, duplicateEvery: max(1, 100 / max(1, duplicatePercent)))
    let finder = DuplicateFinder(region: PhoneRegion("GB"))
    let clock = ContinuousClock()
    var likely: [DuplicatePair] = []
    let likelyTime = clock.measure {
      likely = finder.pairs(in: book, lanes: [.identical, .likely])
    }
    var possible: [DuplicatePair] = []
    let possibleTime = clock.measure { possible = finder.pairs(in: book, lanes: [.possible]) }
    print("duplicates: \(contacts) contacts, \(duplicatePercent) % duplicates")
    print("  identical and likely: \(likely.count) pairs in \(Self.seconds(likelyTime)) s")
    print("  possible: \(possible.count) pairs in \(Self.seconds(possibleTime)) s")
    print("  peak memory: \(String(format: "%.0f", peakMemoryMiB())) MiB")
  }

  private static func seconds(_ duration: Duration) -> String {
    String(
      format: "%.3f",
      Double(duration.components.attoseconds) / 1e18 + Double(duration.components.seconds))
  }

  /// `count` contacts; every `duplicateEvery`th one copies the one before it.
  private static func book(_ count: Int, duplicateEvery: Int) -> [Contact] {
    let firsts = [
      "Robert", "William", "Katherine", "Elizabeth", "James", "Michael", "Thomas", "Ada",
    ]
    let shorts = ["Bob", "Bill", "Kate", "Liz", "Jim", "Mike", "Tom", "Ada"]
    return (0..<count).map { index in
      let id = Contact.ID(index + 1)
      guard index % duplicateEvery == duplicateEvery - 1, index > 0 else {
        return Contact(
          id: id, firstName: firsts[index % firsts.count], lastName: "Surname\(index)",
          phones: [LabeledValue(label: "mobile", value: "+44 20 \(7_000_000 + index)")],
          emails: [LabeledValue(label: "home", value: "person\(index)@example.org")])
      }
      let original = index - 1
      let byEmail = index / duplicateEvery % 2 == 0
      return Contact(
        id: id, firstName: shorts[original % shorts.count], lastName: "Surname\(original)",
        phones: byEmail
          ? [] : [LabeledValue(label: "mobile", value: "020 \(7_000_000 + original)")],
        emails: byEmail ? [LabeledValue(label: "work", value: "PERSON\(original)@Example.org")] : []
      )
    }
  }
}
