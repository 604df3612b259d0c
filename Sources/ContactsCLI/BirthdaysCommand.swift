import ArgumentParser
import ContactsApp
import ContactsDomain
import ContactsPresentation
import ContactsRoot
import Foundation

/// `contacts birthdays`: the upcoming birthdays screen.
struct BirthdaysCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "birthdays",
    abstract: "Print the birthdays of the coming days, soonest first.",
    discussion: """
      Each line gives the day, how soon ("today", "tomorrow", "in 12 days"), the name, and the \
      age turned when the birth year is known. A February 29 birthday is shown on February 28 \
      in a year without one.
      """
  )

  // Text, not numbers: every front end reads them and says what is wrong the same way.
  @Option(
    parsing: .unconditional,
    help: "How many days after the first to cover (0 to \(BirthdayWindow.maximumDays)).")
  var days: String?

  @Option(help: "The first day, as 2026-11-25 (default: today).")
  var from: String?

  @Option(
    name: ListingOption.limit.name, parsing: .unconditional,
    help: "Print at most this many birthdays (1 to \(PageRequest.maximumLimit)).")
  var limit: String?

  @OptionGroup var options: CommonOptions

  func run() async throws { try await options.run(self) }

  func output(root: AppRoot) async throws -> String {
    let today = BirthdaysRequest.today(at: Date(), in: .current)
    let request: BirthdaysRequest
    do {
      request = try BirthdaysRequest(from: from, days: days, limit: limit, today: today)
    } catch {
      throw CommandFailure(error.message, status: .usage)
    }
    return try await CommandFailure.rethrowing {
      let screen = try await options.app(root).upcomingBirthdays(
        in: request.window, limit: request.limit)
      return options.json ? try ContactJSON.encode(BirthdaysJSON(screen)) : Self.text(screen)
    }
  }

  /// The heading, a line per birthday, and the notice, if any.
  private static func text(_ screen: UpcomingBirthdaysScreen) -> String {
    let rows = screen.rows.map { row in
      let name = ShownText.summaryLine(row.fullName)
      return "\(row.date), \(row.when): \(name)" + (row.turning.map { ", \($0)" } ?? "")
    }
    return ([screen.heading] + rows + (screen.notice.map { [$0] } ?? [])).joined(separator: "\n")
  }
}

extension BirthdaysCommand: RootCommand {
  var readsOnly: Bool { true }
}

/// The upcoming birthdays as `birthdays --json` prints them.
struct BirthdaysJSON: Encodable {
  struct Birthday: Encodable {
    let id: Contact.ID
    let fullName: String
    /// The day it falls on, "2026-12-10".
    let date: String
    let daysAway: Int
    let age: Int?
  }

  let birthdays: [Birthday]
  let hasMore: Bool

  init(_ screen: UpcomingBirthdaysScreen) {
    birthdays = screen.rows.map { row in
      Birthday(
        id: row.id, fullName: row.fullName, date: row.occasion.date.text,
        daysAway: row.occasion.daysAway, age: row.occasion.age)
    }
    hasMore = screen.hasMore
  }
}
