import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// The sync screen: Sync now, what the last sync did, a stop that waits for Confirm, the
/// accounts, and the conflicts with "Keep mine" and "Keep the server's".
struct SyncPage {
  let build: Architecture
  let csrfToken: String
  let accounts: [AccountStatus]
  let conflicts: [SyncConflict]
  /// What the last Sync now did, from the address it led to; empty when none.
  var synced: [SyncedAccount] = []
  /// A sync that stopped to ask: the account, why, and whether it was a dry run.
  var stop: (account: String, reason: String, dryRun: Bool)?
  /// The choice just kept for a conflict.
  var kept: SyncConflict.Choice?
  /// The sync just done, offered to undo when it changed contacts here.
  var undoOffer: UndoOffer?

  var html: HTML {
    Layout.page(
      title: "Sync", build: build, place: .sync,
      main: """
        <p><a href="\(build.listPath)">← Contacts</a></p>
        <h1>Sync</h1>
        <p class="build-note">\(build.name) build</p>
        \(outcome)\(undoNotice)\(confirmation)<form class="add" method="post" action="\(build.syncPath)">
        \(tokenField)
        <label class="check"><input type="checkbox" name="dryRun" value="1"> Dry run: only say \
        what would change</label>
        <div class="actions"><button type="submit">Sync now</button></div>
        </form>
        <h2>Accounts</h2>
        \(accountList)
        <h2>Conflicts</h2>
        \(conflictList)
        """)
  }

  private var tokenField: HTML {
    "<input type=\"hidden\" name=\"\(CSRFToken.fieldName)\" value=\"\(csrfToken)\">"
  }

  private var undoNotice: HTML {
    guard let undoOffer else { return "" }
    return UndoNotice.html(undoOffer, build: build, csrfToken: csrfToken, fallback: "")
  }

  private var outcome: HTML {
    var lines: [HTML] = synced.flatMap { synced -> [HTML] in
      let report = synced.report
      let more = report.lines(listing: .accountsBelow)
      return ["<p><strong>\(summary: synced.account)</strong>: \(report.sentence)</p>"]
        + (more.isEmpty
          ? [] : ["<ul>\(more.map { line -> HTML in "<li>\(summary: line)</li>" })</ul>"])
    }
    if let kept {
      lines.append(kept == .mine ? "<p>Kept your value.</p>" : "<p>Kept the server's value.</p>")
    }
    return lines.isEmpty
      ? "" : "<div class=\"notice sync-outcome\" role=\"status\">\(lines)</div>\n"
  }

  private var confirmation: HTML {
    guard let stop else { return "" }
    let dryRun: HTML = stop.dryRun ? "<input type=\"hidden\" name=\"dryRun\" value=\"1\">" : ""
    return """
      <div class="alert sync-outcome" role="alert"><strong>\(summary: stop.account): the sync stopped before changing \
      anything</strong> \(summary: stop.reason). Check the account; Confirm goes ahead.
      <form method="post" action="\(build.syncPath)">\(tokenField)
      <input type="hidden" name="account" value="\(stop.account)">\(dryRun)
      <input type="hidden" name="confirmed" value="1">
      <div class="actions"><button type="submit" class="danger">Confirm</button> \
      <a class="button secondary" href="\(build.syncPath)">Cancel</a></div>
      </form></div>

      """
  }

  private var accountList: HTML {
    guard !accounts.isEmpty else {
      return """
        <div class="empty"><p>No sync account yet. Add one from a terminal, then come back:</p>
        <pre>contacts sync add-account home --url https://dav.example.com/ --username you \\
          --password-command "pass show dav"</pre>
        <p>The password is never stored: this server reads it with the account's password \
        command, <code>$CONTACTS_SYNC_PASSWORD</code> or <code>~/.netrc</code>, as \
        <code>contacts sync</code> does.</p></div>
        """
    }
    let rows = accounts.map { state -> HTML in
      let skipped = state.skippedLines.map { line -> HTML in "<li>\(summary: line)</li>" }
      let more: HTML =
        skipped.isEmpty
        ? "" : "<details><summary>Skipped cards</summary><ul>\(skipped)</ul></details>"
      return "<li>\(summary: state.headline)<br>\(summary: state.tally)\(more)</li>"
    }
    return "<ul class=\"accounts\">\(rows)</ul>"
  }

  private var conflictList: HTML {
    guard !conflicts.isEmpty else { return "<p class=\"empty\">No conflicts.</p>" }
    let rows = conflicts.map { conflict -> HTML in
      """
      <li><strong>\(summary: conflict.contactName)</strong> (\(summary: conflict.account)), \
      \(conflict.caption): mine “\(summary: conflict.mine)”, the server's “\(summary: conflict.server)”
      <form method="post" action="\(build.syncPath)/conflicts/\(conflict.id)">\(tokenField)
      <div class="actions"><button type="submit" name="keep" value="mine">Keep mine</button> \
      <button type="submit" name="keep" value="server" class="secondary">Keep the server's\
      </button></div></form></li>
      """
    }
    return "<ul class=\"conflicts\">\(rows)</ul>"
  }
}
