import ContactsDomain
import ContactsPresentation
import ContactsStore
import ContactsTerminal
import Foundation
import Testing

@testable import ContactsTUI

/// Recently deleted and undo in `contacts ui`, both builds driven by the same keys in process:
/// the same frames, and the store changed as the keys said.
@Suite("Recently deleted and undo in the terminal, MVVM and VIPER alike")
struct RecentlyDeletedScreenTests {
  private let size = TerminalSize(rows: 10, columns: 60)

  /// Each build's screens over a store.
  private static let builds: [@Sendable (ContactDatabase) -> any ScreenModules] = [
    { MVVMScreens(repository: $0, window: ContactListWindow(limit: 60)) },
    { VIPERScreens(repository: $0, window: ContactListWindow(limit: 60)) },
  ]

  /// A view of `Modules` over a book holding Ada, Alan and Grace, its list loaded.
  private func view(_ modules: (ContactDatabase) -> any ScreenModules) async throws
    -> (TerminalView, ContactDatabase)
  {
    let store = try ContactDatabase.inMemory()
    for (first, last) in [("Ada", "Lovelace"), ("Alan", "Turing"), ("Grace", "Hopper")] {
      _ = try await store.create(ContactDraft(firstName: first, lastName: last))
    }
    let view = TerminalView(modules: modules(store), size: size)
    await view.modules.list(.appear)
    view.update(changed: nil)
    return (view, store)
  }

  private func lines(_ view: TerminalView) -> [String] {
    // Without SGR sequences (bold, reverse video): the text as a screen reader gets it.
    ScreenPainter(view: view, style: TerminalStyle(colours: false)).paint().lines
      .map { $0.replacing(/\x{1B}\[[0-9;]*m/, with: "") }
  }

  /// Presses each of `keys`, returning the frame after each.
  private func press(_ keys: [Key], on view: TerminalView) async -> [[String]] {
    var frames: [[String]] = []
    for key in keys {
      _ = await view.handle(key)
      view.update(changed: nil)
      frames.append(lines(view))
    }
    return frames
  }

  private func names(_ store: ContactDatabase) async throws -> [String] {
    try await store.page(PageRequest(limit: 10, placed: false)).contacts.map(\.fullName)
  }

  @Test func aDeleteOnTheListOffersUndoAndUndoBringsTheContactBack() async throws {
    var frames: [[[String]]] = []
    for build in Self.builds {
      let (view, store) = try await view(build)
      let keys: [Key] = [.character("d"), .character("y"), .character("u"), .down]
      let steps = await press(keys, on: view)
      #expect(steps[1][1].hasPrefix(" Deleted Ada Lovelace.  u Undo"), "\(steps[1])")
      #expect(!steps[1].joined().contains("Ada Lovelace "), "gone from the rows")
      #expect(steps[2][1].hasPrefix(" Restored Ada Lovelace"), "\(steps[2])")
      #expect(steps[2][2].hasPrefix("›AL   Ada Lovelace"), "the contact back is selected")
      #expect(steps[3][1].hasPrefix("────"), "the next key clears the status line")
      #expect(try await names(store) == ["Ada Lovelace", "Alan Turing", "Grace Hopper"])
      frames.append(steps)
    }
    #expect(frames[0] == frames[1])
  }

  @Test func recentlyDeletedRestoresAndDeletesForGoodAfterAsking() async throws {
    var frames: [[[String]]] = []
    for build in Self.builds {
      let (view, store) = try await view(build)
      let keys: [Key] = [
        .character("d"), .character("y"), .character("d"), .character("y"), .character("t"),
        .down, .character("x"), .character("n"), .character("x"), .character("y"), .enter,
        .escape,
      ]
      let steps = await press(keys, on: view)
      let opened = steps[4]
      #expect(opened[0].hasPrefix(" Recently deleted"))
      #expect(opened[1].hasPrefix(" Deleted contacts are kept 30 days, then deleted for good."))
      #expect(opened[2].hasPrefix("› Alan Turing") && opened[2].hasSuffix("30 days left "))
      #expect(opened[3].hasPrefix("  Ada Lovelace"))
      #expect(opened.last?.hasPrefix(" Enter/r restore  x delete forever  Esc back") == true)
      #expect(steps[6].joined().contains("Delete Ada Lovelace for good? It cannot be restored."))
      #expect(!steps[7].joined().contains("for good?"), "n keeps it")
      #expect(steps[9][1].hasPrefix(" Deleted Ada Lovelace for good"), "\(steps[9])")
      #expect(steps[10][1].hasPrefix(" Restored Alan Turing"))
      #expect(steps[10][2].hasPrefix(" No recently deleted contacts."))
      #expect(steps[11][0].hasPrefix(" Contacts"), "Esc goes back to the list")
      #expect(steps[11].joined().contains("Alan Turing"))
      #expect(try await names(store) == ["Alan Turing", "Grace Hopper"])
      #expect(try await store.deletedContacts(limit: 10).isEmpty)
      frames.append(steps)
    }
    #expect(frames[0] == frames[1])
  }
}
