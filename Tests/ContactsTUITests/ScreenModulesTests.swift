import ContactsDomain
import ContactsPresentation
import ContactsStore
import ContactsTerminal
import Foundation
import Testing

@testable import ContactsTUI

/// Both builds' screens, driven in process as the terminal view drives them.
@Suite("The two builds' screens tell the terminal the same things")
struct ScreenModulesTests {
  private let window = ContactListWindow(limit: 60)

  private func builds() throws -> [any ScreenModules] {
    try [
      MVVMScreens(repository: ContactDatabase.inMemory(), window: window),
      VIPERScreens(repository: ContactDatabase.inMemory(), window: window),
    ]
  }

  private func typed(_ first: String, _ last: String) -> ContactForm {
    ContactForm(firstName: first, lastName: last)
  }

  @Test func eachBuildSaysOnceThatWhatItShowsChanged() async throws {
    for modules in try builds() {
      let (told, tell) = AsyncStream<Void>.makeStream()
      _ = modules.shown { tell.yield() }
      await modules.list(.appear)
      tell.finish()
      var times = 0
      for await _ in told { times += 1 }
      #expect(times == 1, "\(type(of: modules)) was told \(times) times")
      #expect(modules.current.list == .noContent)
    }
  }

  @Test func theSameInputsShowTheSameScreensInBothBuilds() async throws {
    var shown: [[Shown]] = []
    for modules in try builds() {
      var steps: [Shown] = []
      await modules.list(.appear)
      for name in [("Grace", "Hopper"), ("Ada", "Lovelace")] {
        modules.addTapped()
        await modules.doneTapped(typed(name.0, name.1))
      }
      steps.append(modules.current)
      modules.addTapped()
      steps.append(modules.current)
      await modules.doneTapped(typed("", "Babbage"))
      steps.append(modules.current)
      modules.cancelTapped()
      steps.append(modules.current)
      modules.addTapped()
      await modules.doneTapped(typed("Bob", "Baker"))
      steps.append(modules.current)
      shown.append(steps)
    }
    #expect(shown[0] == shown[1])
    let alert = ContactValidationError.missingName.message
    #expect(shown[0][2].alert == alert && shown[0][2].form != nil)
    #expect(shown[0][3].form == nil && shown[0][3].alert == nil)
    guard case .rows(let rows, _, _, _) = shown[0][4].list else {
      Issue.record("no rows: \(String(describing: shown[0][4].list))")
      return
    }
    #expect(rows.map(\.fullName) == ["Ada Lovelace", "Bob Baker", "Grace Hopper"])
    #expect(shown[0][4].inserted == rows[1].id, "the row inserted at its sorted index")
  }

  @Test func detailsEditAndDeleteShowTheSameInBothBuilds() async throws {
    var shown: [[Shown]] = []
    for modules in try builds() {
      var steps: [Shown] = []
      await modules.list(.appear)
      modules.addTapped()
      await modules.doneTapped(typed("Ada", "Lovelace"))
      let id = try #require(modules.current.inserted)
      await modules.showDetails(id)
      steps.append(modules.current)
      modules.editTapped()
      steps.append(modules.current)
      await modules.doneTapped(typed("Augusta", "Lovelace"))
      steps.append(modules.current)
      modules.deleteTapped()
      steps.append(modules.current)
      modules.deleteCancelled()
      modules.deleteTapped()
      await modules.deleteConfirmed()
      steps.append(modules.current)
      shown.append(steps)
    }
    #expect(shown[0] == shown[1])
    #expect(shown[0][1].isEditing && shown[0][1].form?.firstName == "Ada")
    #expect(shown[0][2].card?.fullName == "Augusta Lovelace" && shown[0][2].form == nil)
    #expect(shown[0][3].isConfirmingDelete)
    #expect(shown[0][4].card == nil)
  }

  @Test func rowsOfNamesInAnyScriptFillTheScreenExactly() async throws {
    for modules in try builds() {
      await modules.list(.appear)
      for name in [
        ("山田", "太郎"), ("Zoë", "O'Brien 👩‍💻"), ("Ada", String(repeating: "e\u{301}", count: 40)),
      ] {
        modules.addTapped()
        await modules.doneTapped(typed(name.0, name.1))
      }
      let view = TerminalView(modules: modules, size: TerminalSize(rows: 8, columns: 30))
      view.update(changed: nil)
      let lines = ScreenPainter(view: view, style: TerminalStyle(colours: false)).paint().lines
      #expect(lines.count == 8)
      // Every line but the blank ones (left empty, the rest of the line erased) fills the width.
      for line in lines where !line.isEmpty {
        #expect(DisplayWidth.of(Self.withoutStyles(line)) == 30, "\(line)")
      }
    }
  }

  /// `line` without its SGR sequences (bold, reverse video, colours).
  private static func withoutStyles(_ line: String) -> String {
    line.replacing(/\x{1B}\[[0-9;]*m/, with: "")
  }
}
