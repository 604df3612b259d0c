import ContactsDomain
import Foundation

/// An import's progress as a bar on standard error, redrawn in place: only on a terminal, so a
/// script or a log never sees it.
package final class ProgressBar {
  private let isTerminal: Bool
  private let write: (String) -> Void
  private let width = 30
  private var drawn: String?

  /// A bar drawn with `write`, or nothing at all when `isTerminal` is false.
  package init(isTerminal: Bool, write: @escaping (String) -> Void) {
    self.isTerminal = isTerminal
    self.write = write
  }

  /// The bar on this process's standard error, when that is a terminal.
  package static func standardError() -> ProgressBar {
    ProgressBar(isTerminal: isatty(STDERR_FILENO) == 1) {
      FileHandle.standardError.write(Data($0.utf8))
    }
  }

  /// Draws `progress`, unless the line would not change.
  package func show(_ progress: ImportProgress) {
    guard isTerminal else { return }
    let filled = Int(progress.fractionDone * Double(width))
    let line =
      "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled)
      + "] \(Int(progress.fractionDone * 100))% \(progress.done) of \(progress.total) contacts"
    guard line != drawn else { return }
    write("\r" + line)
    drawn = line
  }

  /// Clears the bar, so that what follows starts on a clean line.
  package func finish() {
    guard drawn != nil else { return }
    write("\r\u{1B}[K")
    drawn = nil
  }
}
