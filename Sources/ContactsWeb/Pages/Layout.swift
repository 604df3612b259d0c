import ContactsBuilds

/// The frame every page shares: language, viewport, style sheet, a skip link, and a bar with the
/// address book's places first and, quietly after them, which build serves the page and, when
/// someone is signed in, who and a Sign out button.
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

  /// The build whose places a page outside both builds (`/about`, an error page) links to.
  static let defaultBuild = Architecture.mvvm

  /// A whole document titled `title`, with `main` as its content; `build` is marked as current
  /// in the build switch, and `place`, when the page is one, in the places.
  static func page(
    title: String, build: Architecture?, place: Place? = nil, skip: Skip = .content, main: HTML
  ) -> HTML {
    let places = build ?? defaultBuild
    return """
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
      <nav class="places" aria-label="Address book"><ul>\
      \(Place.allCases.map { $0.link(in: places, current: place) })</ul></nav>
      <nav aria-label="Builds">\(switcher(current: build))</nav>
      \(SignOutControl.shown?.html ?? "")</header>
      <main id="main">
      \(main)
      </main>
      </body>
      </html>

      """
  }

  /// "Build: MVVM VIPER About": each build's list, the one shown marked, and the page that
  /// explains the two.
  private static func switcher(current: Architecture?) -> HTML {
    let builds = Architecture.allCases.map { build -> HTML in
      build == current
        ? "<a href=\"\(build.listPath)\" aria-current=\"page\">\(build.name)</a>"
        : "<a href=\"\(build.listPath)\">\(build.name)</a>"
    }
    return "<span class=\"label\">Build</span> \(builds) <a href=\"\(AboutPage.path)\">About</a>"
  }
}
