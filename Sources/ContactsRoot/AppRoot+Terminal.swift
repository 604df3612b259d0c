import ContactsBuilds
import ContactsTUI
import ContactsTerminal

extension AppRoot {
  /// `contacts ui` in the build `architecture`, over the store, sized for a `size` terminal (by
  /// default, the one it runs in); `run(changes: maintenance.watch)` keeps it live.
  public func terminalApp(_ architecture: Architecture, size: TerminalSize = .current())
    -> TerminalApp
  {
    TerminalApp(architecture, repository: contacts, size: size)
  }
}
