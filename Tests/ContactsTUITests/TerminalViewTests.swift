import ContactsDomain
import ContactsPresentation
import ContactsStore
import ContactsTerminal
import Testing

@testable import ContactsTUI

/// The terminal view's keys over a list longer than its window, in both builds.
@Suite("The selection moves through the whole list, whatever window is loaded")
struct TerminalViewTests {
  private let names = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map { "\($0)nna" }

  /// A view of 3 rows over a window of 10 of the 26 names, in each build.
  private func views() async throws -> [TerminalView] {
    var views: [TerminalView] = []
    let window = ContactListWindow(limit: 10)
    let builds: [any ScreenModules] = [
      MVVMScreens(repository: try ContactDatabase.inMemory(), window: window),
      VIPERScreens(repository: try ContactDatabase.inMemory(), window: window),
    ]
    for modules in builds {
      for name in names {
        modules.addTapped()
        await modules.doneTapped(ContactForm(firstName: name, lastName: "Test"))
      }
      await modules.list(.appear)
      let view = TerminalView(modules: modules, size: TerminalSize(rows: 6, columns: 30))
      view.update(changed: nil)
      views.append(view)
    }
    return views
  }

  private func selected(_ view: TerminalView) -> String? {
    view.rows.first { $0.id == view.selection.id }?.fullName
  }

  @Test func upFromTheFirstRowOfAJumpedToWindowSelectsTheRowBeforeIt() async throws {
    for view in try await views() {
      _ = await view.handle(.character("M"))
      #expect(selected(view) == "Mnna Test")
      _ = await view.handle(.up)
      #expect(selected(view) == "Lnna Test")
    }
  }

  @Test func downThroughTheWholeListReachesItsLastRow() async throws {
    for view in try await views() {
      for _ in 1..<names.count { _ = await view.handle(.down) }
      #expect(selected(view) == "Znna Test")
      _ = await view.handle(.pageUp)
      #expect(selected(view) == "Wnna Test")
    }
  }
}
