import ContactsPresentation
import ContactsTerminal

extension TerminalApp {
  /// How long the screen took, measured in process without a terminal (for `contacts-bench
  /// ui`): the first frame (the list read and laid out), then each key of `keys` from the key
  /// to its frame's bytes, in a `size` terminal.
  public func timeFrames(keys: [Key], size: TerminalSize) async -> (
    first: Duration, keys: [Duration]
  ) {
    let clock = ContinuousClock()
    let view = TerminalView(modules: modules, size: size)
    var renderer = FrameRenderer(style: TerminalStyle(colours: true))
    let first = await clock.measure {
      await modules.list(.appear)
      view.update(changed: nil)
      _ = renderer.frame(view)
    }
    var times: [Duration] = []
    for key in keys {
      times.append(
        await clock.measure {
          _ = await view.handle(key)
          view.update(changed: nil)
          _ = renderer.frame(view)
        })
    }
    return (first, times)
  }
}
