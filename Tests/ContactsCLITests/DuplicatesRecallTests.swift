import ContactsStore
import Foundation
import Testing

/// The likely lane's precision and recall on the committed set of real-world variations
/// (`scripts/duplicates-eval/make-variations.py`, fixed seed): imported and listed by the
/// commands a person runs, pairs counted once whatever their order (issue 33, part 4).
@Suite("Duplicates measured on the labelled variations")
struct DuplicatesRecallTests {
  private static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/duplicates-eval")

  /// One pair of record keys, in either order.
  private struct Pair: Hashable {
    let keys: Set<String>
  }

  private struct Truth {
    var same: Set<Pair> = []
    /// Hard negatives by kind: a family landline, an office switchboard, a surname only…
    var different: [Pair: String] = [:]
  }

  private struct Listed: Decodable {
    let id: Int64
    let note: String
  }

  private struct Found: Decodable {
    struct Pair: Decodable {
      let ids: [Int64]
    }

    let pairs: [Pair]
  }

  private static func truth() throws -> Truth {
    var truth = Truth()
    let text = try String(
      contentsOf: folder.appendingPathComponent("variations-truth.tsv"), encoding: .utf8)
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t").map(String.init)
      let pair = Pair(keys: [fields[0], fields[1]])
      if fields[2].hasPrefix("not: ") {
        truth.different[pair] = String(fields[2].dropFirst(5))
      } else {
        truth.same.insert(pair)
      }
    }
    return truth
  }

  /// The pairs each lane proposes over the imported set, as record keys.
  private static func proposed(lanes: [String]) async throws -> [String: Set<Pair>] {
    let store = try ContactDatabase.inMemory()
    let file = folder.appendingPathComponent("variations.vcf").path
    _ = try await output(["import", file], on: store)
    let listed = try JSONDecoder().decode(
      [Listed].self, from: Data(try await output(["list", "--json"], on: store).utf8))
    let keys = Dictionary(uniqueKeysWithValues: listed.map { ($0.id, $0.note) })
    var proposed: [String: Set<Pair>] = [:]
    for lane in lanes {
      let json = try await output(
        ["duplicates", "--json", "--lane", lane, "--region", "GB"], on: store)
      let found = try JSONDecoder().decode(Found.self, from: Data(json.utf8))
      proposed[lane] = Set(found.pairs.map { Pair(keys: Set($0.ids.compactMap { keys[$0] })) })
    }
    return proposed
  }

  @Test func theLikelyLaneIsPreciseAndFindsNineInTen() async throws {
    let truth = try Self.truth()
    #expect(truth.same.count == 74 && truth.different.count == 102)
    let likely = try await Self.proposed(lanes: ["likely"])["likely"] ?? []
    let right = likely.intersection(truth.same)
    let precision = Double(right.count) / Double(max(1, likely.count))
    let recall = Double(right.count) / Double(truth.same.count)
    print(
      "variations, likely lane: \(likely.count) proposed, \(right.count) true, "
        + "precision \(precision), recall \(recall)")
    #expect(precision >= 0.98)
    #expect(recall >= 0.90)
    let wrong = likely.compactMap { truth.different[$0] }
    #expect(wrong.isEmpty, "hard negatives proposed: \(wrong)")
  }

  @Test func noLaneProposesTwoPeopleWhoShareOnlyASurname() async throws {
    let truth = try Self.truth()
    let surnameOnly = Set(truth.different.filter { $0.value == "surname only" }.keys)
    #expect(surnameOnly.count == 18)
    for (lane, pairs) in try await Self.proposed(lanes: ["identical", "likely", "possible"]) {
      #expect(pairs.isDisjoint(with: surnameOnly), "\(lane)")
    }
  }
}
