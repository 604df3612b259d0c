import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import Foundation

/// Rewind: a time field; then what putting the book back as it was then would change, with
/// Rewind (a form behind the token check); then what it changed, with Undo.
struct RewindPage {
  /// What the page shows under the time field.
  enum Shown {
    /// The field alone.
    case question
    /// The time typed was refused, for this reason.
    case refused(String)
    /// The dry run of a rewind to this time.
    case plan(RewindScreen, Date)
    /// What the rewind did, and the undo offered.
    case done(RewindScreen, UndoOffer?)
    /// The dry run or the rewind failed.
    case failed(AppFailure)
  }

  let build: Architecture
  /// The time as typed, shown in the field again.
  let typed: String
  let shown: Shown
  let csrfToken: String

  var html: HTML {
    Layout.page(
      title: RewindScreen.title, build: build, place: .rewind,
      main: """
        <p><a href="\(build.listPath)">All contacts</a></p>
        <h1>\(RewindScreen.title)</h1>
        \(content)
        """)
  }

  // MARK: - Private

  /// The field and what it led to; once rewound, what it did comes first.
  private var content: HTML {
    if case .done = shown { return "\(result)\(field)" }
    return "\(field)\(result)"
  }

  private var refusal: String? {
    if case .refused(let message) = shown { return message }
    return nil
  }

  private var field: HTML {
    let error: HTML =
      refusal.map { "<p class=\"error\" id=\"to-error\">\(summary: $0)</p>\n" } ?? ""
    let described: HTML = refusal == nil ? "to-hint" : "to-hint to-error"
    let invalid: HTML = refusal == nil ? "" : " aria-invalid=\"true\" autofocus"
    return """
      <form class="add" method="get" action="\(build.rewindPath)">
      <label for="to">\(RewindScreen.question)</label>
      <p id="to-hint" class="hint">A time such as 2026-11-20 14:00, or 1 hour ago.</p>
      \(error)<input id="to" name="to" type="text" value="\(summary: typed)" required \
      aria-describedby="\(described)"\(invalid)>
      <div class="actions"><button type="submit">\(RewindScreen.previewButton)</button></div>
      </form>

      """
  }

  private var result: HTML {
    switch shown {
    case .question, .refused: return ""
    case .plan(let screen, let date):
      let confirm: HTML = screen.notice == nil ? confirmation(date) : ""
      return "\(section(screen))\(confirm)"
    case .done(let screen, let offer):
      let undo = UndoNotice.html(
        offer, build: build, csrfToken: csrfToken, fallback: screen.heading)
      return "\(undo)\(section(screen))"
    case .failed(let failure):
      return "<p class=\"error\" role=\"alert\">\(summary: failure.message)</p>\n"
    }
  }

  private func section(_ screen: RewindScreen) -> HTML {
    let lines = screen.lines.map { line -> HTML in
      "<li>\(line.sentence): <span class=\"name\">\(line.names)</span></li>\n"
    }
    let list: HTML = lines.isEmpty ? "" : "<ul class=\"versions\">\n\(lines)</ul>\n"
    let notice: HTML = screen.notice.map { "<p class=\"empty\">\($0)</p>\n" } ?? ""
    return """
      <section aria-labelledby="rewind-heading">
      <h2 id="rewind-heading">\(screen.heading)</h2>
      \(list)\(notice)</section>

      """
  }

  private func confirmation(_ date: Date) -> HTML {
    let exact = ISO8601DateFormatter()
    exact.formatOptions.insert(.withFractionalSeconds)
    return """
      <form method="post" action="\(build.rewindPath)">
      <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
      <input type="hidden" name="to" value="\(exact.string(from: date))">
      <div class="actions"><button type="submit" class="danger">\(RewindScreen.confirmButton)\
      </button> <a class="button secondary" href="\(build.rewindPath)">Cancel</a></div>
      </form>

      """
  }
}
