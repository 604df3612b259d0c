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
      of the default lanes (identical and likely), of the possible lane, the pairs found and the \
      keys not compared pairwise. With --shared-number N, N of the contacts also share one office \
      number, a block the finder reports instead of pairing.
      """
  )

  @Option(help: "How many contacts the book holds.")
  var contacts = 100_000

  @Option(help: "What share of them are duplicates of an earlier one, in percent.")
  var duplicatePercent = 5

  @Option(help: "How many of the contacts also share one office number.")
  var sharedNumber = 0

  func run() async throws {
    let book = Self.book(
      contacts, duplicateEvery: max(1, 100 / max(1, duplicatePercent)), sharing: sharedNumber)
    let bookMemory = peakMemoryMiB()
    let finder = DuplicateFinder(region: PhoneRegion("GB"))
    print(
      "duplicates: \(contacts) contacts, \(duplicatePercent) % duplicates, "
        + "\(sharedNumber) sharing one number")
    for (name, lanes) in [
      ("identical and likely", [DuplicateLane.identical, .likely]), ("possible", [.possible]),
    ] {
      let cpuBefore = cpuSeconds()
      let clock = ContinuousClock()
      var scan: DuplicateScan?
      let time = clock.measure { scan = finder.scan(book, lanes: Set(lanes)) }
      let cpu = cpuSeconds() - cpuBefore
      let uncompared = scan?.uncompared.map { "\($0.kind.rawValue) of \($0.count)" } ?? []
      print(
        "  \(name): \(scan?.pairs.count ?? 0) pairs in \(Self.seconds(time)) s "
          + "(CPU \(String(format: "%.3f", cpu)) s); not compared: "
          + (uncompared.isEmpty ? "none" : uncompared.joined(separator: ", ")))
    }
    print(
      "  peak memory: \(String(format: "%.0f", bookMemory)) MiB with the book made, "
        + "\(String(format: "%.0f", peakMemoryMiB())) MiB after the scans")
  }

  /// The CPU time this process has spent, user and system, in seconds: what a scan costs
  /// whatever else the machine runs.
  private func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
    return user + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
  }

  private static func seconds(_ duration: Duration) -> String {
    String(
      format: "%.3f",
      Double(duration.components.attoseconds) / 1e18 + Double(duration.components.seconds))
  }

  /// `count` contacts; every `duplicateEvery`th one copies the one before it; the first
  /// `sharing` also have one office number.
  private static func book(_ count: Int, duplicateEvery: Int, sharing: Int) -> [Contact] {
    let firsts = [
      "Robert", "William", "Katherine", "Elizabeth", "James", "Michael", "Thomas", "Ada",
    ]
    let shorts = ["Bob", "Bill", "Kate", "Liz", "Jim", "Mike", "Tom", "Ada"]
    return (0..<count).map { index in
      let id = Contact.ID(index + 1)
      let office = index < sharing ? [LabeledValue(label: "work", value: "020 7946 0000")] : []
      guard index % duplicateEvery == duplicateEvery - 1, index > 0 else {
        return Contact(
          id: id, firstName: firsts[index % firsts.count], lastName: "Surname\(index)",
          phones: [LabeledValue(label: "mobile", value: "+44 20 \(7_000_000 + index)")] + office,
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
