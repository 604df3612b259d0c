import ContactsBuilds
import ContactsPresentation

/// The owner's address books: each with its display name, its name and the CardDAV address a
/// phone syncs it at, and Remove… on every book but the database itself; the question Remove
/// asks first; and a form to add a book, whose refusal is shown in the error summary.
struct BooksPage {
  let build: Architecture
  /// The screen, or why it could not load.
  let screen: Result<BooksScreen, AppFailure>
  let csrfToken: String
  /// Where this server is reached, `http://HOST:PORT`, to make a book's path an address a
  /// phone takes; nil when the request did not say (the path alone is shown).
  let origin: String?
  /// What was just done ("Added the book …"), shown as a notice.
  var notice: String? = nil
  /// The book Remove asks about.
  var confirming: BookRow? = nil
  /// Why the add form was refused.
  var refusal: FieldError? = nil
  /// The add form's fields as typed, shown again when it was refused.
  var typedName = ""
  var typedDisplayName = ""

  var html: HTML {
    Layout.page(
      title: confirming?.removeQuestion ?? BooksScreen.title, build: build, place: .books,
      main: """
        <p><a href="\(build.listPath)">All contacts</a></p>
        <h1>\(BooksScreen.title)</h1>
        \(summary)\(noticeMarkup)\(confirmation)<p>\(BooksScreen.about)</p>
        \(content)\(addForm)
        """)
  }

  // MARK: - Private

  private var summary: HTML {
    refusal.map { ErrorSummary.html($0, autofocus: " autofocus") } ?? ""
  }

  private var noticeMarkup: HTML {
    notice.map { "<p class=\"notice\" role=\"status\">\($0)</p>\n" } ?? ""
  }

  /// The question before Remove, as Delete forever asks first.
  private var confirmation: HTML {
    guard let row = confirming else { return "" }
    return ConfirmForm.html(
      action: build.removeBookPath, question: row.removeQuestion, button: "Remove book",
      csrfToken: csrfToken, fields: [("name", row.name)])
  }

  private var content: HTML {
    switch screen {
    case .success(let screen) where screen.notice != nil:
      return "<p class=\"empty\">\(screen.notice ?? "")</p>\n"
    case .success(let screen):
      return """
        <ul class="books" aria-label="\(BooksScreen.title)">
        \(screen.rows.map(row))</ul>

        """
    case .failure(let failure):
      return "<p class=\"error\" role=\"alert\">\(summary: failure.message)</p>\n"
    }
  }

  private func row(_ row: BookRow) -> HTML {
    let named: HTML =
      row.displayName == nil ? "" : " <span class=\"book-name\">(\(summary: row.name))</span>"
    let action: HTML =
      row.isTheDatabase
      ? "<p class=\"hint\">This database: never removed.</p>"
      : """
      <a class="button secondary" href="\(build.removeBookPath(row.name))" \
      aria-label="Remove the book \(summary: row.name)">Remove…</a>
      """
    return """
      <li><span class="name">\(row.shownName)</span>\(named)
      <p class="address">CardDAV address: <code>\((origin ?? "") + row.path)</code></p>
      \(action)</li>

      """
  }

  private var addForm: HTML {
    let error: HTML =
      refusal.map { "<p class=\"error field-error\" id=\"name-error\">\($0.message)</p>\n" } ?? ""
    let described: HTML = refusal == nil ? "name-hint" : "name-hint name-error"
    let invalid: HTML = refusal == nil ? "" : " aria-invalid=\"true\""
    return """
      <h2 id="add-book">Add a book</h2>
      <form class="add" method="post" action="\(build.booksPath)" aria-labelledby="add-book">
      <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
      <label for="name">Name</label>
      <p id="name-hint" class="hint">The last part of its address: up to 200 bytes, no /.</p>
      \(error)<input id="name" name="name" type="text" value="\(typedName)" required \
      autocomplete="off" aria-describedby="\(described)"\(invalid)>
      <label for="displayName">Display name (optional)</label>
      <input id="displayName" name="displayName" type="text" value="\(typedDisplayName)" \
      autocomplete="off">
      <div class="actions"><button type="submit">Add book</button></div>
      </form>

      """
  }
}

extension Architecture {
  /// The Books screen, e.g. `/mvvm/books`.
  var booksPath: String { "/\(rawValue)/books" }

  /// Where Remove on the book `name` asks first, and where its answer is sent.
  func removeBookPath(_ name: String) -> String {
    removeBookPath + QueryString.encode([("name", name)])
  }

  /// Where the question before Remove is sent.
  var removeBookPath: String { booksPath + "/remove" }
}
