import ContactsBuilds

/// The export screen: every contact as vCards or as Google Contacts' CSV, each a download.
struct ExportPage {
  let build: Architecture

  var html: HTML {
    Layout.page(
      title: "Export Contacts", build: build, place: .export,
      main: """
        <p><a href="\(build.listPath)">← Contacts</a></p>
        <h1>Export Contacts</h1>
        <p class="build-note">\(build.name) build</p>
        <ul class="export-choices">
        <li><a class="button" href="\(build.exportPath)" download>vCard (.vcf)</a> \
        every contact and group as vCard 4.0, with everything an import kept: for Apple \
        Contacts, Android, Thunderbird and CardDAV servers</li>
        <li><a class="button secondary" href="\(build.csvExportPath)" download>CSV (.csv)</a> \
        Google Contacts' CSV, which Google Contacts and Outlook import; photos are left out</li>
        </ul>
        """)
  }
}
