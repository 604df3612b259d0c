import ContactsDomain
import ContactsPresentation
import ContactsTerminal
import ContactsTestSupport
import Testing

@testable import ContactsTUI

/// A failure's sentence can carry text from outside (a path, a name): on the terminal it is
/// escaped like every other line, in both builds.
@Suite("A failure reaches the terminal escaped")
struct FailureTextTests {
  /// Seen failing first: the list's failure went out unescaped, its ESC sequence included.
  @Test func aListFailureWithAControlSequenceInItsPathIsShownEscaped() async throws {
    let failure = ContactStoreError.cannotOpen(path: "/tmp/\u{1B}]0;owned\u{07}", reason: "gone")
    let builds: [any ScreenModules] = [
      MVVMScreens(
        repository: RepositorySpy(failure: failure), window: ContactListWindow(limit: 10)),
      VIPERScreens(
        repository: RepositorySpy(failure: failure), window: ContactListWindow(limit: 10)),
    ]
    var frames: [[String]] = []
    for modules in builds {
      await modules.list(.appear)
      let view = TerminalView(modules: modules, size: TerminalSize(rows: 6, columns: 120))
      view.update(changed: nil)
      let lines = ScreenPainter(view: view, style: TerminalStyle(colours: false)).paint().lines
      let shown = try #require(lines.first { $0.contains("cannot open the database") })
      #expect(!shown.contains("\u{1B}") && !shown.contains("\u{07}"), "\(shown.debugDescription)")
      frames.append(lines)
    }
    #expect(frames[0] == frames[1])
  }
}
