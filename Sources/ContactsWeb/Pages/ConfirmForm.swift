/// The question a page asks before a step that cannot be undone, with the step's button and
/// Cancel, in a form behind the token check: Delete forever and Remove book ask it alike.
enum ConfirmForm {
  /// The form posting to `action` that asks `question`; `button` does the step, and `fields`
  /// (a name and value each) are sent with it.
  static func html(
    action: String, question: String, button: String, csrfToken: String,
    fields: [(name: String, value: String)] = []
  ) -> HTML {
    let hidden = fields.map { field -> HTML in
      "<input type=\"hidden\" name=\"\(field.name)\" value=\"\(field.value)\">\n"
    }
    return """
      <form class="confirm" method="post" action="\(action)" aria-labelledby="confirm-question">
      <p id="confirm-question">\(question)</p>
      <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
      \(hidden)<div class="actions">
      <button type="submit" class="danger">\(button)</button>
      <button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
      </div>
      </form>

      """
  }
}
