import ArgumentParser
import ContactsDomain
import ContactsRoot
import ContactsTUI
import ContactsTerminal
import Glibc

/// `contacts ui`: the address book as a full-screen terminal app, in the build
/// `--architecture` names, kept up to date with what other programs store.
struct UICommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ui",
    abstract: "Browse, search, add, edit and delete contacts in a full-screen terminal app.",
    discussion: """
      Keys: Up and Down (or j and k), Page Up and Page Down move; a capital letter jumps to \
      the names under it; / searches as you type; Enter shows the details; a adds, e edits, \
      d deletes (after a question); Esc goes back or cancels; q or Ctrl-C quits; Ctrl-Z \
      suspends. A contact another program adds shows up in the open list.
      """
  )

  @OptionGroup var build: BuildOptions

  func run() async throws {
    let root = try await build.openRoot()
    let ended: Int32?
    do {
      ended = try await root.terminalApp(build.architecture).run(changes: root.maintenance.watch)
    } catch let error as TerminalError {
      throw CommandFailure(error.description, status: .usage)
    }
    // Ended by a signal: the terminal is restored; end as that signal ends a program. To the
    // process, not this thread (`raise`): the pool's threads block signals.
    if let ended {
      signal(ended, SIG_DFL)
      kill(getpid(), ended)
      Glibc.exit(128 + ended)
    }
  }
}
