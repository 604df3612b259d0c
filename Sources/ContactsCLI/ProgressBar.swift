import ContactsDomain
import Foundation

/// An import's progress as a bar on standard error, redrawn in place: only on a terminal, so a
/// script or a log never sees it. Drawn from any thread (a migrate's progress comes from the
/// store's), one line at a time.
package final class ProgressBar: @unchecked Sendable {
  private let lock = NSLock()
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

  /// Draws an import's `progress`, unless the line would not change.
  package func show(_ progress: ImportProgress) {
    draw(
      progress.fractionDone,
      "\(Counted.grouped(progress.done)) of \(Counted.contacts(progress.total))")
  }

  /// Draws a sync's `progress`, unless the line would not change.
  package func show(_ progress: SyncProgress) {
    draw(progress.fractionDone, progress.sentence)
  }

  /// Draws a count of what is done so far, when the whole is not known.
  package func show(counted text: String) {
    write(line: text)
  }

  /// Clears the bar, so that what follows starts on a clean line.
  package func finish() {
    lock.withLock {
      guard drawn != nil else { return }
      write("\r\u{1B}[K")
      drawn = nil
    }
  }

  /// The bar `fraction` full, its percentage, then `text`.
  private func draw(_ fraction: Double, _ text: String) {
    guard isTerminal else { return }
    let filled = Int(fraction * Double(width))
    write(
      line: "[" + String(repeating: "#", count: filled)
        + String(repeating: "-", count: width - filled) + "] \(Int(fraction * 100))% \(text)")
  }

  /// Writes `line` over the one drawn, unless it would not change.
  private func write(line: String) {
    guard isTerminal else { return }
    lock.withLock {
      // A shorter line would leave the end of the longer one behind it.
      let padding = String(repeating: " ", count: max(0, (drawn?.count ?? 0) - line.count))
      guard line != drawn else { return }
      write("\r" + line + padding)
      drawn = line
    }
  }
}
