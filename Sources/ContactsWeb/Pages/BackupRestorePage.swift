import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// A backup's restore: first what it would change (the restore screen's dry run, as
/// `contacts restore-backup --dry-run` prints it) with the button that confirms it, then what
/// the restore did.
struct BackupRestorePage {
  /// Where the page stands: the dry run, or the restore done.
  enum Outcome {
    case preview(Result<BackupChanges, AppFailure>)
    case restored(Result<RestoredBackup, AppFailure>)
  }

  let build: Architecture
  /// The backup's file name.
  let name: String
  let outcome: Outcome
  let csrfToken: String

  var html: HTML {
    Layout.page(
      title: title, build: build,
      main: """
        <p><a href="\(build.backupsPath)">\(BackupsScreen.title)</a></p>
        <h1>\(summary: title)</h1>
        \(content)
        """)
  }

  // MARK: - Private

  private var title: String {
    switch outcome {
    case .preview: BackupsScreen.question(name)
    case .restored(.success): BackupsScreen.restoredTitle
    case .restored(.failure): BackupsScreen.notRestoredTitle
    }
  }

  private var content: HTML {
    switch outcome {
    case .preview(.success(let changes)):
      return """
        \(lines(changes.previewLines(of: name)))<p>\(BackupsScreen.restoreNote)</p>
        <form class="confirm" method="post" action="\(build.restoreBackupPath(name))">
        <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
        <div class="actions">
        <button type="submit" class="danger">\(BackupsScreen.confirmButton)</button>
        <a class="button secondary" href="\(build.backupsPath)">Cancel</a>
        </div>
        </form>
        """
    case .restored(.success(let restored)):
      return """
        <div class="notice" role="status">\(lines(restored.lines))</div>
        <p><a href="\(build.listPath)">All contacts</a></p>
        """
    case .preview(.failure(let failure)), .restored(.failure(let failure)):
      return "<p class=\"error\" role=\"alert\">\(summary: failure.message)</p>"
    }
  }

  /// Each line a paragraph; those the screen indents (a kind of change) marked so.
  private func lines(_ lines: [String]) -> HTML {
    let paragraphs = lines.map { line -> HTML in
      line.hasPrefix("  ")
        ? "<p class=\"change\">\(summary: String(line.drop { $0 == " " }))</p>\n"
        : "<p>\(summary: line)</p>\n"
    }
    return "\(paragraphs)"
  }
}
