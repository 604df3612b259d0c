import ContactsBuilds
import ContactsDomain
import ContactsPresentation
import Foundation
import Testing

@testable import ContactsWeb

/// One page the accessibility suite checks: its name (the test's), the book it is asked of and
/// how to ask for it there.
struct PageCase: Sendable, CustomTestStringConvertible {
  /// The book a page is asked of.
  enum Book: Sendable {
    /// A book with nothing in it, shared by the suite.
    case empty
    /// The seeded book, shared: the page changes nothing in it.
    case seeded
    /// A copy of the seeded book of its own: the page changes it.
    case ownCopy
  }

  let name: String
  let book: Book
  let page: @Sendable (SeededBook, _ origin: String) -> CheckedPage

  var testDescription: String { name }

  /// Every page of both builds, and the two they share.
  static let all: [PageCase] =
    Architecture.allCases.map { build in
      PageCase(name: "\(build.rawValue)-empty-list", book: .empty) { _, origin in
        .get("\(build.rawValue)-empty-list", origin, build.listPath)
      }
    }
    + [
      PageCase(name: "start", book: .seeded) { .get("start", $1, "/") },
      PageCase(name: "not-found", book: .seeded) { .get("not-found", $1, "/nope", status: 404) },
    ]
    + Architecture.allCases.flatMap { reading($0) + writing($0) }
    + [
      send(
        .mvvm, "rewound", book: .ownCopy, path: { _ in Architecture.mvvm.rewindPath },
        fields: { [("to", $0.instant)] })
    ]

  /// The pages of `build` that a GET asks for.
  private static func reading(_ build: Architecture) -> [PageCase] {
    [
      get(build, "list") { _ in build.listPath },
      get(build, "list-later") { build.listPath(PageRequest(.after($0.later))) },
      get(build, "search") { _ in build.listPath + "?q=ada" },
      get(build, "search-nothing") { _ in build.listPath + "?q=zzz" },
      get(build, "letter") { _ in build.listPath + "?letter=P" },
      get(build, "details") { build.detailsPath($0.full) },
      get(build, "details-bare") { build.detailsPath($0.bare) },
      get(build, "add") { _ in build.addPath },
      get(build, "edit") { build.editPath($0.full) },
      get(build, "delete") { build.deletePath($0.full) },
      get(build, "import") { _ in build.listPath + "import" },
      get(build, "sync") { _ in build.syncPath },
      get(build, "recently-deleted") { _ in build.recentlyDeletedPath },
      get(build, "delete-forever") { build.deleteForeverPath($0.deleted) },
      get(build, "deleted-for-good") { _ in build.recentlyDeletedPath + "?forever=1" },
      get(build, "synced") { _ in build.syncPath + "?account=home&counts=2.0.0.0.1.0.0" },
      get(build, "list-after-delete") { _ in build.listPath + "?deleted=1" },
      get(build, "history") { build.historyPath($0.full) },
      get(build, "history-none") { build.historyPath($0.bare) },
      get(build, "version") { build.versionPath($0.full, 1) },
      get(build, "rewind") { _ in build.rewindPath },
      get(build, "rewind-refused", status: 422) { _ in build.rewindPath + "?to=yesterday" },
      get(build, "rewind-plan") { build.rewindPath + "?to=\($0.instant)" },
      get(build, "backups") { _ in build.backupsPath },
      get(build, "backup-dry-run") { _ in build.backupPath(SeededBook.backup) },
      get(build, "books") { _ in build.booksPath },
      get(build, "duplicates") { _ in build.duplicatesPath },
      get(build, "duplicates-possible") { _ in build.duplicatesPath(lane: .possible) },
      get(build, "merge-review") { build.mergePath([$0.full, $0.bare]) },
      get(build, "merge-unknown", status: 404) { build.mergePath([$0.full, 999_999]) },
      get(build, "book-remove-refused", status: 422) { _ in build.removeBookPath("contacts") },
      get(build, "contact-not-found", status: 404) { _ in build.detailsPath(999_999) },
      get(build, "unsearchable", status: 400) { _ in build.listPath + "?q=%01" },
    ]
  }

  /// The pages of `build` that answer a form: refused ones change nothing; an import and a
  /// restore change the book, so each has a copy of its own.
  private static func writing(_ build: Architecture) -> [PageCase] {
    let name = build.rawValue
    return [
      send(
        build, "add-refused", status: 422, path: { _ in build.addPath },
        fields: { _ in [("firstName", "Ada")] }),
      send(
        build, "edit-refused", status: 422, path: { build.editPath($0.full) },
        fields: { _ in [("firstName", "")] }),
      send(
        build, "add-refused-date", status: 422, path: { _ in build.addPath },
        fields: { _ in
          [
            ("firstName", "Ada"), ("lastName", "Lovelace"), ("birthdayDay", "31"),
            ("birthdayMonth", "2"),
          ]
        }),
      send(
        build, "add-company-refused", status: 422, path: { _ in build.addPath },
        fields: { _ in [("isCompany", "on")] }),
      send(
        build, "book-refused", status: 422, path: { _ in build.booksPath },
        fields: { _ in [("name", "a/b"), ("displayName", "Work")] }),
      send(build, "not-possible", method: "PUT", status: 405, path: { _ in build.addPath }),
      send(
        build, "too-large", status: 413, path: { _ in build.addPath },
        fields: { _ in [("note", String(repeating: "x", count: 2 << 20))] }),
      send(
        build, "backup-restored", book: .ownCopy,
        path: { _ in build.restoreBackupPath(SeededBook.backup) }),
      PageCase(name: "\(name)-imported", book: .ownCopy) {
        .upload("\(name)-imported", $1, build, SeededBook.card)
      },
      PageCase(name: "\(name)-import-skipped", book: .seeded) {
        .upload("\(name)-import-skipped", $1, build, "BEGIN:VCARD\r\nFN:Broken\r\n")
      },
    ]
  }

  private static func get(
    _ build: Architecture, _ suffix: String, status: Int = 200,
    _ path: @escaping @Sendable (SeededBook) -> String
  ) -> PageCase {
    let name = "\(build.rawValue)-\(suffix)"
    return PageCase(name: name, book: .seeded) { book, origin in
      .get(name, origin, path(book), status: status)
    }
  }

  private static func send(
    _ build: Architecture, _ suffix: String, book: Book = .seeded, method: String = "POST",
    status: Int = 200, path: @escaping @Sendable (SeededBook) -> String,
    fields: @escaping @Sendable (SeededBook) -> [(String, String)] = { _ in [] }
  ) -> PageCase {
    let name = "\(build.rawValue)-\(suffix)"
    return PageCase(name: name, book: book) { seeded, origin in
      .send(name, origin, path(seeded), fields(seeded), method: method, status: status)
    }
  }
}
