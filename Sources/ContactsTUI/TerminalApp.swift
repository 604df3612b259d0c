import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import ContactsTerminal
import Glibc

/// `contacts ui`: the article's screens, live, in a terminal. One loop reads what happens (keys,
/// signals, the screens saying they changed, the store saying another process wrote) and draws
/// a frame when the view's own state changed or the screens said so.
public struct TerminalApp {
  let modules: any ScreenModules

  /// The app of `architecture` over `repository`, its list's window sized for a `size`
  /// terminal (by default, the one it runs in).
  public init(
    _ architecture: Architecture, repository: any ContactRepository,
    size: TerminalSize = .current()
  ) {
    let window = ContactListWindow(limit: Self.windowLimit(for: size))
    modules =
      switch architecture {
      case .mvvm: MVVMScreens(repository: repository, window: window)
      case .viper: VIPERScreens(repository: repository, window: window)
      }
  }

  /// The rows a window holds for a screen of `size`: three screens, so the selection moves
  /// through one before the window is read again around it.
  static func windowLimit(for size: TerminalSize) -> Int {
    max(3 * (size.rows - 3), 60)
  }

  /// Runs until the person quits or a signal ends it, the list kept up to date with what
  /// `changes` says was stored; the terminal is left as it was found on every way out. Returns
  /// the signal that ended it, nil when the person quit.
  public func run(changes: any ContactChanges) async throws -> Int32? {
    let terminal = try RawTerminal()
    terminal.enter()
    defer { terminal.leave() }
    let (events, continuation) = AsyncStream<LoopEvent>.makeStream()
    TerminalInput.start { continuation.yield(.terminal($0)) }
    let watch = Task {
      for await _ in changes.changes() { continuation.yield(.storeChanged) }
    }
    defer { watch.cancel() }
    let changed: @Sendable () -> Void = { continuation.yield(.screensChanged) }

    let view = TerminalView(modules: modules, size: TerminalSize.current())
    var renderer = FrameRenderer(
      style: TerminalStyle { getenv($0).map { String(cString: $0) } })
    await modules.list(.appear)
    // True while the screens will say when they next change: Observation's tracking (and the
    // VIPER views' callback) is one-shot, asked for again only once it fired, never piled up.
    var armed = true
    view.update(changed: changed)
    terminal.write(renderer.frame(view))

    for await event in events {
      switch event {
      case .terminal(.key(.control("z"))), .terminal(.suspend):
        terminal.suspend()
        renderer.invalidate()
      case .terminal(.key(let key)):
        guard await view.handle(key) else { return nil }
      case .terminal(.resized):
        view.size = TerminalSize.current()
        renderer.invalidate()
      case .terminal(.continued):
        if terminal.isRaw { terminal.enter() }
        renderer.invalidate()
      case .terminal(.terminate(let signal)):
        return signal
      case .screensChanged:
        armed = false
      case .storeChanged:
        await view.liveChange()
      }
      view.update(changed: armed ? nil : changed)
      armed = true
      terminal.write(renderer.frame(view))
    }
    return nil
  }
}

/// What the loop hears.
enum LoopEvent: Sendable {
  case terminal(TerminalEvent)
  /// The screens said what they show changed (Observation, or a presenter telling a view).
  case screensChanged
  /// Another process (or this one) wrote to the store.
  case storeChanged
}
