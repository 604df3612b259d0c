import ContactsBuilds
import ContactsPresentation

/// The address book's places, each a link in the bar every page shows (`Layout`), in the order
/// people look for them: the contacts first, the tools after.
enum Place: CaseIterable {
  case contacts, birthdays, duplicates, importing, export, sync, books, recentlyDeleted, rewind,
    backups

  /// The link's text.
  var name: String {
    switch self {
    case .contacts: "Contacts"
    case .birthdays: "Birthdays"
    case .duplicates: DuplicatesScreen.title
    case .importing: "Import"
    case .export: "Export"
    case .sync: "Sync"
    case .books: BooksScreen.title
    case .recentlyDeleted: RecentlyDeletedScreen.title
    case .rewind: RewindScreen.title
    case .backups: BackupsScreen.title
    }
  }

  /// Where the link leads in `build`.
  func path(in build: Architecture) -> String {
    switch self {
    case .contacts: build.listPath
    case .birthdays: build.birthdaysPath
    case .duplicates: build.duplicatesPath
    case .importing: build.listPath + "import"
    case .export: build.listPath + "export"
    case .sync: build.syncPath
    case .books: build.booksPath
    case .recentlyDeleted: build.recentlyDeletedPath
    case .rewind: build.rewindPath
    case .backups: build.backupsPath
    }
  }

  /// The link in the bar, marked when `current`.
  func link(in build: Architecture, current: Place?) -> HTML {
    let marked: HTML = self == current ? " aria-current=\"page\"" : ""
    return "<li><a href=\"\(path(in: build))\"\(marked)>\(name)</a></li>"
  }
}

extension Architecture {
  /// Every contact as one vCard file, e.g. `/mvvm/export.vcf`.
  var exportPath: String { listPath + "export.vcf" }
  /// Every contact as one CSV file under Google Contacts' header, e.g. `/mvvm/export.csv`.
  var csvExportPath: String { listPath + "export.csv" }
}
