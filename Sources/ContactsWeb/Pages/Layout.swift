import ContactsBuilds

/// The frame every page shares: language, viewport, style sheet, a skip link, and a bar to
/// switch builds.
enum Layout {
  /// Where a page's skip link leads, the first stop of the Tab key: past the bar.
  struct Skip {
    let label: String
    /// The id of the element it leads to.
    let target: String

    /// To the page's main content.
    static let content = Skip(label: "Skip to content", target: "main")
    /// To the list's first contact.
    static let contacts = Skip(label: "Skip to contacts", target: "contacts")
  }

  /// A whole document titled `title`, with `main` as its content; `build` is marked as current.
  static func page(title: String, build: Architecture?, skip: Skip = .content, main: HTML)
    -> HTML
  {
    """
    <!doctype html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(summary: title)</title>
    <link rel="stylesheet" href="/assets/app.css">
    <link rel="icon" href="/assets/avatar.svg" type="image/svg+xml">
    </head>
    <body>
    <a class="skip" href="#\(skip.target)">\(skip.label)</a>
    <header class="bar">
    <a class="home" href="/">Contacts, twice</a>
    <nav aria-label="Builds">\(Architecture.allCases.map { link(to: $0, current: build) })</nav>
    </header>
    <main id="main">
    \(main)
    </main>
    </body>
    </html>

    """
  }

  private static func link(to build: Architecture, current: Architecture?) -> HTML {
    build == current
      ? "<a href=\"\(build.listPath)\" aria-current=\"page\">\(build.name)</a>"
      : "<a href=\"\(build.listPath)\">\(build.name)</a>"
  }
}
