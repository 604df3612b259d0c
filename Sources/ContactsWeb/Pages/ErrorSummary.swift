/// GOV.UK's error summary at the top of a refused form: "There is a problem", and the error a
/// link to its field. Every form's refusal is shown in it, so a screen reader announces them
/// alike.
enum ErrorSummary {
  /// The summary of `error`, with `autofocus` (` autofocus`, or nothing) on it.
  static func html(_ error: FieldError, autofocus: HTML) -> HTML {
    let item: HTML =
      error.fieldID.map { "<a href=\"#\($0)\">\(error.message)</a>" } ?? "\(error.message)"
    return """
      <div class="error-summary" id="error-summary" role="alert" tabindex="-1" \
      aria-labelledby="error-summary-title"\(autofocus)>
      <h2 id="error-summary-title">There is a problem</h2>
      <ul><li>\(item)</li></ul>
      </div>

      """
  }
}
