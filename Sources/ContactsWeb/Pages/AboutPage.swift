import ContactsBuilds

/// `/about`: the two builds, and in a few lines how they differ. `/` itself opens the list.
enum AboutPage {
  /// Where the page is, linked from every page's build switch.
  static let path = "/about"

  static var html: HTML {
    Layout.page(
      title: "About these two builds", build: nil,
      main: """
        <h1>About these two builds</h1>
        <p>The same address book, built twice over one SQLite file. \
        Both builds show the same pages; they differ in what stands behind them.</p>
        <ul class="builds">
        <li><a class="button" href="\(Architecture.mvvm.listPath)">Open the MVVM build</a>
        <p>Each page renders a view model’s state. The view model loads and saves contacts, \
        validates names and places a new row; the web layer decides where to go next.</p></li>
        <li><a class="button" href="\(Architecture.viper.listPath)">Open the VIPER build</a>
        <p>Each page is a passive view the presenter talks to. Interactors load and save, \
        presenters validate and format, and a wireframe says when to show or close the add \
        screen, which the web turns into a page or a redirect.</p></li>
        </ul>
        <p>A contact added in one build shows up in the other: they share the database. \
        The address <a href="/">/</a> opens the \(Layout.defaultBuild.name) build’s list.</p>
        """)
  }
}
