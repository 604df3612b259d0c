import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// The upcoming birthdays: how many days to look ahead, then a row per birthday, soonest first,
/// each linking to its contact.
struct BirthdaysPage {
  let build: Architecture
  /// The number of days asked for, shown again in the field.
  let days: String?
  /// The screen, or the sentence saying why it could not be shown.
  let screen: Result<UpcomingBirthdaysScreen, Refusal>

  /// Why the screen could not be shown: a value refused, or the app's failure.
  struct Refusal: Error {
    let message: String
  }

  var html: HTML {
    Layout.page(
      title: "Upcoming birthdays", build: build, place: .birthdays,
      main: """
        <p><a href="\(build.listPath)">All contacts</a></p>
        <h1>Upcoming birthdays</h1>
        <form class="search" method="get" action="\(build.birthdaysPath)">
        <label for="days">Days ahead</label>
        <input id="days" name="days" type="number" min="0" max="\(BirthdayWindow.maximumDays)" \
        value="\(days ?? String(BirthdayWindow.defaultDays))">
        <button type="submit" class="secondary">Show</button>
        </form>
        \(content)
        """)
  }

  // MARK: - Private

  private var content: HTML {
    switch screen {
    case .success(let screen):
      let rows: [HTML] = screen.rows.map { row in
        let turning: HTML = row.turning.map { ", \($0)" } ?? ""
        return """
          <li><a href="\(build.detailsPath(row.id))">\(summary: row.fullName)</a>: \
          \(row.date), \(row.when)\(turning)</li>

          """
      }
      let list: HTML =
        rows.isEmpty ? "" : "<ul class=\"birthdays\" aria-label=\"Birthdays\">\n\(rows)</ul>\n"
      let notice: HTML = screen.notice.map { "<p class=\"empty\">\($0)</p>\n" } ?? ""
      return "<h2>\(screen.heading)</h2>\n\(list)\(notice)"
    case .failure(let error):
      return "<p class=\"error\" role=\"alert\">\(summary: error.message)</p>"
    }
  }
}
