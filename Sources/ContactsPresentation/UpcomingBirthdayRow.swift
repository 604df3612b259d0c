import ContactsDomain

/// A row of the upcoming birthdays screen: who, on which day, how soon, and the age turned
/// when the birth year is known. Both builds and every front end show these words.
public struct UpcomingBirthdayRow: Identifiable, Hashable, Sendable {
  /// The contact's id.
  public let id: Contact.ID
  /// The contact's name as the list shows it.
  public let fullName: String
  /// The day, "February 28"; "February 28 (born February 29)" in a year without a February 29.
  public let date: String
  /// "today", "tomorrow" or "in 12 days".
  public let when: String
  /// "turns 36" when the birth year is known; nil otherwise.
  public let turning: String?
  /// The day, how soon and the age, as values (what `--json` prints).
  public let occasion: BirthdayOccasion

  /// The row of `contact`, whose birthday falls on `occasion`.
  public init(_ contact: Contact, _ birthday: PartialDate, _ occasion: BirthdayOccasion) {
    id = contact.id
    fullName = contact.fullName
    let day = ShownDetail.monthAndDay(occasion.date)
    date =
      birthday.day == occasion.date.day ? day : "\(day) (born \(ShownDetail.monthAndDay(birthday)))"
    when =
      switch occasion.daysAway {
      case 0: "today"
      case 1: "tomorrow"
      case let days: "in \(days) days"
      }
    turning = occasion.age.map { "turns \($0)" }
    self.occasion = occasion
  }
}
