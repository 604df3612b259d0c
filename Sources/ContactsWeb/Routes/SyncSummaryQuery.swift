import ContactsDomain

/// What a Sync now did, carried in the address it leads to (`?account=home&counts=1.0.0.1.0.0.0.2`
/// per account: the counts, then how many cards are still skipped as before; `&dryRun=1`):
/// numbers and names only, so a link can show nothing else.
enum SyncSummaryQuery {
  /// The query of `accounts`' summaries.
  static func encode(_ accounts: [SyncedAccount]) -> [(String, String)] {
    var pairs: [(String, String)] = []
    for synced in accounts {
      let counts = synced.report.counts
      let numbers = [
        counts.fromServerAdded, counts.fromServerUpdated, counts.fromServerRemoved,
        counts.toServerAdded, counts.toServerUpdated, counts.toServerRemoved, counts.conflicts,
        synced.report.stillSkipped,
      ]
      pairs.append(("account", synced.account))
      pairs.append(("counts", numbers.map(String.init).joined(separator: ".")))
    }
    if accounts.contains(where: \.report.isDryRun) { pairs.append(("dryRun", "1")) }
    return pairs
  }

  /// The summaries `pairs` carry; a pair that is not one of ours is left out.
  static func decode(_ pairs: [(name: String, value: String)]) -> [SyncedAccount] {
    let dryRun = pairs.contains { $0.name == "dryRun" }
    let names = pairs.filter { $0.name == "account" }.map(\.value)
    let numbers = pairs.filter { $0.name == "counts" }.map {
      $0.value.split(separator: ".").compactMap { Int($0) }
    }
    return zip(names, numbers).compactMap { name, numbers in
      // Seven numbers: an address from before cards still skipped were counted.
      guard numbers.count == 7 || numbers.count == 8, numbers.allSatisfy({ $0 >= 0 }) else {
        return nil
      }
      var counts = SyncCounts()
      counts.fromServerAdded = numbers[0]
      counts.fromServerUpdated = numbers[1]
      counts.fromServerRemoved = numbers[2]
      counts.toServerAdded = numbers[3]
      counts.toServerUpdated = numbers[4]
      counts.toServerRemoved = numbers[5]
      counts.conflicts = numbers[6]
      let report = SyncReport(
        counts: counts, skipped: [], stillSkipped: numbers.count == 8 ? numbers[7] : 0,
        notices: [], isDryRun: dryRun)
      return SyncedAccount(account: name, report: report)
    }
  }
}
