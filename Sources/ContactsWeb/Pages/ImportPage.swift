import ContactsApp
import ContactsBuilds
import ContactsDomain
import ContactsPresentation

/// The import screen: a vCard or CSV file to upload, a dry-run box, and what the last import did.
struct ImportPage {
  let build: Architecture
  let csrfToken: String
  /// What the import did; nil before one.
  let result: Result<ImportSummary, AppFailure>?
  /// The import just done, offered to undo; nil when it changed nothing.
  var undoOffer: UndoOffer?

  var importPath: String { build.listPath + "import" }

  var html: HTML {
    Layout.page(
      title: "Import Contacts", build: build, place: .importing,
      main: """
        <p><a href="\(build.listPath)">← Contacts</a></p>
        <h1>Import Contacts</h1>
        <p class="build-note">\(build.name) build</p>
        \(outcome)<form class="add" method="post" action="\(importPath)" enctype="multipart/form-data">
        <input type="hidden" name="\(CSRFToken.fieldName)" value="\(csrfToken)">
        <label for="file">vCard or CSV file</label>
        <input id="file" name="file" type="file" accept=".vcf,text/vcard,text/x-vcard,.csv,text/csv" required>
        <p class="hint">vCard 2.1, 3.0 or 4.0, as Apple Contacts, Google, Outlook and Android export \
        them, or Google Contacts' or Outlook's CSV, up to \(ByteCount.text(TransferRoutes.maximumImportSize)). A contact whose UID is already here is updated, not copied.</p>
        <label class="check"><input type="checkbox" name="dryRun" value="1"> Dry run: only say what \
        would change</label>
        <div class="actions"><button type="submit">Import</button></div>
        </form>
        """)
  }

  private var outcome: HTML {
    switch result {
    case nil:
      return ""
    case .failure(let failure):
      return
        "<div class=\"alert\" role=\"alert\"><strong>Nothing was imported</strong> \(summary: failure.message)</div>\n"
    case .success(let summary):
      // One notice: the counts that matter, the Undo beside them, then what was skipped.
      let reasons = summary.reportLines.map { reason -> HTML in "<li>\(summary: reason)</li>" }
      let skipped: HTML = reasons.isEmpty ? "" : "<ul>\(reasons)</ul>"
      let said =
        undoOffer.map {
          UndoNotice.form($0, build: build, csrfToken: csrfToken, saying: "\(summary.sentence)")
        } ?? "<p>\(summary.sentence)</p>"
      return "<div class=\"notice import-result\" role=\"status\">\(said)\(skipped)</div>\n"
    }
  }
}
